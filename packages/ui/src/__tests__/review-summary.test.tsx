import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewSummary } from '@hr/ui/person';
import { PlainTable } from '@hr/ui/table';
import { renderWithTheme } from './render';

describe('ReviewSummary (the Review column of All People)', () => {
  it('the state and one badge for all the flags; the names for screen readers, explained on focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ReviewSummary status="needs_correction" flags={['no_location', 'possible_duplicate']} />,
    );
    expect(screen.getByText('Needs correction')).toBeInTheDocument();
    const flags = screen.getByText('2 quality flags: No location, Possible duplicate');
    await user.tab();
    expect(flags.parentElement).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No location: No GPS location was recorded.Possible duplicate: Another household in the same ward looks like the same one.',
    );
  });

  it('without flags only the state', () => {
    renderWithTheme(<ReviewSummary status="verified" flags={[]} />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText(/quality flag/)).toBeNull();
  });
});

describe('PlainTable column options', () => {
  it('a truncated value keeps its whole text as a tooltip; align end marks header and cells alike', () => {
    renderWithTheme(
      <PlainTable
        items={[{ id: '1', name: 'Lakshmi Narayanan Venkataraman', size: 4 }]}
        getRowId={(p) => p.id}
        ariaLabel="People"
        columns={[
          { id: 'name', header: 'Name', render: (p) => p.name, truncate: true },
          { id: 'size', header: 'Household', render: (p) => String(p.size), align: 'end' },
        ]}
        cards
      />,
    );
    expect(screen.getByTitle('Lakshmi Narayanan Venkataraman')).toHaveTextContent(
      'Lakshmi Narayanan Venkataraman',
    );
    const header = screen.getByRole('columnheader', { name: 'Household' });
    const cell = screen.getByRole('cell', { name: '4' });
    const shared = [...header.classList].filter(
      (c) => cell.classList.contains(c) && c !== 'fui-TableCell',
    );
    expect(shared.length).toBeGreaterThan(0);
  });
});
