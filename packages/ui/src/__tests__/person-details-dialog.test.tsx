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
      // The office's review (issue 30): none yet.
      'Review status': 'Pending',
      "Office's comment": '—',
      'Reviewed by': '—',
      'Reviewed at': '—',
      Flags: '—',
    });
  });

  it("shows the office's review and the flags to an admin, not to a collector", () => {
    const person = makePerson({
      reviewStatus: 'needs_correction',
      reviewComment: 'Wrong ward',
      reviewedBy: { id: '00000000-0000-4000-8000-000000000001', name: 'Office Admin' },
      reviewedAt: '2026-11-20T10:30:00.000Z',
      flags: ['no_location', 'same_spot'],
    });
    const { unmount } = renderWithTheme(
      <PersonDetailsDialog person={person} open variant="admin" onClose={() => {}} />,
    );
    expect(details()).toMatchObject({
      'Review status': 'Needs correction',
      "Office's comment": 'Wrong ward',
      'Reviewed by': 'Office Admin',
      Flags: 'No locationSame spot',
    });
    expect(details()['Reviewed at']).toMatch(/2026/);
    unmount();
    renderWithTheme(<PersonDetailsDialog person={person} open variant="user" onClose={() => {}} />);
    expect(details()['Review status']).toBeUndefined();
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
