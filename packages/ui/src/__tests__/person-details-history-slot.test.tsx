import { screen, within } from '@testing-library/react';
import { PersonDetailsDialog } from '@hr/ui/person';
import { makePerson } from './fixtures';
import { renderWithTheme } from './render';

// Issue 12: the admin passes the record's history; the collector passes nothing and sees none.
describe('PersonDetailsDialog history slot', () => {
  it('shows what the admin passes under the details', () => {
    renderWithTheme(
      <PersonDetailsDialog
        person={makePerson()}
        open
        variant="admin"
        onClose={() => {}}
        history={<section aria-label="History">Person viewed</section>}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Person details' });
    expect(within(dialog).getByRole('region', { name: 'History' })).toHaveTextContent(
      'Person viewed',
    );
    // The record's fields, then the office's review (issue 30), then the history.
    expect(within(dialog).getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Name',
      'Father name',
      'Phone',
      'WhatsApp',
      'Ward',
      'Area',
      'People in House',
      'Religion',
      'Caste',
      'GPS',
      'Review status',
      "Office's comment",
      'Reviewed by',
      'Reviewed at',
      'Flags',
    ]);
  });

  it('has no history without one', () => {
    renderWithTheme(
      <PersonDetailsDialog person={makePerson()} open variant="user" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Person details' });
    expect(within(dialog).queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });
});
