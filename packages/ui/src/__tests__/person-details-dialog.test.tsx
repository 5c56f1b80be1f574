import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PersonDetailsDialog } from '@hr/ui/person';
import { makePerson } from './fixtures';
import { renderWithTheme } from './render';

/** label -> value pairs of the details list. */
function details(): Record<string, string> {
  const dialog = screen.getByRole('dialog', { name: 'Person details' });
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
  );
}

describe('PersonDetailsDialog', () => {
  it('shows every field to an admin', () => {
    renderWithTheme(
      <PersonDetailsDialog person={makePerson()} open variant="admin" onClose={() => {}} />,
    );
    expect(details()).toEqual({
      Name: 'Hari Thapa',
      'Father name': 'Ram Thapa',
      // Grouped as in Nepal, joined by non-breaking spaces (never wrapped inside).
      Phone: '+977\u00a0981\u00a01111111',
      WhatsApp: '+977\u00a0982\u00a02222222',
      Ward: '4',
      Area: 'Lakeside',
      'People in House': '5',
      Religion: 'Hindu',
      Caste: 'Brahmin',
      GPS: '28.209600, 83.959600',
    });
  });

  it('opens with the focus on its heading, not on the scroll box', () => {
    renderWithTheme(
      <PersonDetailsDialog person={makePerson()} open variant="user" onClose={() => {}} />,
    );
    expect(screen.getByRole('heading', { name: 'Person details' })).toHaveFocus();
  });

  it('shows an em dash for empty values', () => {
    const person = makePerson({ whatsappNumber: null, gpsLocation: '  ', caste: '' });
    renderWithTheme(
      <PersonDetailsDialog person={person} open variant="admin" onClose={() => {}} />,
    );
    const shown = details();
    expect(shown.WhatsApp).toBe('—');
    expect(shown.GPS).toBe('—');
    expect(shown.Caste).toBe('—');
    expect(shown.Name).toBe('Hari Thapa');
  });

  it('leaves WhatsApp and GPS out for a collector', () => {
    renderWithTheme(
      <PersonDetailsDialog person={makePerson()} open variant="user" onClose={() => {}} />,
    );
    expect(Object.keys(details())).toEqual([
      'Name',
      'Father name',
      'Phone',
      'Ward',
      'Area',
      'People in House',
      'Religion',
      'Caste',
    ]);
  });

  it('closes with Close and with Escape, and is not shown without a person', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(
      <PersonDetailsDialog person={makePerson()} open variant="admin" onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<PersonDetailsDialog person={null} open variant="admin" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
