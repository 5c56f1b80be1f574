import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@hr/contracts';
import { catchDownloads, dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

// Issue 30 on All People: the "Review" filter (in the address, on the search and the export),
// the badges, the row selection with its two bulk actions and the comment dialog.

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
const downloads = catchDownloads(server);
let people: Person[];
beforeEach(async () => {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin']);
  const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
  people = await server.addPeople(asha, [
    { name: 'Hari Thapa', gps: '27.700000, 85.300000' },
    { name: 'Maya Gurung', gps: '27.700100, 85.300100' },
    { name: 'Gita Shah' },
  ]);
});

const user = () => userEvent.setup({ delay: null });
const table = () => screen.getByRole('table', { name: 'All people' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const lastQuery = () =>
  Object.fromEntries(
    new URL(server.calls('GET /admin/people/search').at(-1)!.url, 'http://x').searchParams,
  );
const review = (id: string, status: string, comment?: string) =>
  server
    .adminToken()
    .then((token) =>
      server.call('PUT', `/admin/people/${id}/review`, { token, body: { status, comment } }),
    );
const stored = async (id: string) =>
  (await server.call<Person>('GET', `/admin/people/${id}`, { token: await server.adminToken() }))
    .body;

async function open(path = '/admin/people') {
  renderRemote(admin, path);
  await screen.findByRole('table', { name: 'All people' });
}

describe('All People: review', () => {
  it('filters by review state and flags, and exports what it shows', async () => {
    const u = user();
    await review(people[0]!.id, 'verified');
    await review(people[1]!.id, 'needs_correction', 'Check the ward');
    await open();
    expect(names().sort()).toEqual(['Gita Shah', 'Hari Thapa', 'Maya Gurung']);
    // Each row says its state; Gita has no GPS: one badge counts her flags, its tooltip names
    // and explains them, and screen readers hear their names with the row.
    const gita = screen.getByRole('row', { name: /Gita Shah/ });
    expect(within(gita).getByText('Pending')).toBeInTheDocument();
    const flag = within(gita).getByText('1 quality flag: No location');
    await u.hover(flag);
    expect(
      await screen.findByText('No location: No GPS location was recorded.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Hari Thapa/ })).getByText('Verified'),
    ).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Review' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Needs correction', 'Verified', 'Flagged']);
    await u.selectOptions(filter, 'Needs correction');
    await waitFor(() => expect(names()).toEqual(['Maya Gurung']));
    expect(lastQuery()).toMatchObject({ reviewStatus: 'needs_correction' });

    await u.selectOptions(filter, 'Flagged');
    await waitFor(() => expect(names()).toEqual(['Gita Shah']));
    expect(lastQuery()).toMatchObject({ flag: 'any' });
    expect(lastQuery().reviewStatus).toBeUndefined();

    // The export asks for the same people.
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await u.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(server.calls('POST /admin/people/export/link')).toHaveLength(1));
    const link = new URL(server.calls('POST /admin/people/export/link')[0]!.url, 'http://x');
    expect(link.searchParams.get('flag')).toBe('any');
    await waitFor(() => expect(downloads.urls).toHaveLength(1));

    await u.selectOptions(filter, 'All');
    await waitFor(() => expect(names()).toHaveLength(3));
  });

  it('opens with the filter of the address (the dashboard links)', async () => {
    await review(people[2]!.id, 'verified');
    await open('/admin/people?review=verified');
    await waitFor(() => expect(names()).toEqual(['Gita Shah']));
    expect(screen.getByRole('combobox', { name: 'Review' })).toHaveValue('verified');
  });

  it('verifies the selected rows at once and says how many', async () => {
    const u = user();
    await open();
    // The bulk actions appear with a selection.
    expect(screen.queryByRole('button', { name: 'Verify selected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Needs correction…' })).toBeNull();
    await u.click(screen.getByRole('checkbox', { name: 'Select Hari Thapa' }));
    const verify = screen.getByRole('button', { name: 'Verify selected' });
    // The keyboard too: Space on the focused checkbox.
    screen.getByRole('checkbox', { name: 'Select Maya Gurung' }).focus();
    await u.keyboard(' ');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select all on this page' }),
    ).toBePartiallyChecked();
    await u.click(verify);
    expect(await findToast('2 people verified.')).toBeInTheDocument();
    expect(server.calls('POST /admin/people/review')).toHaveLength(1);
    expect((await stored(people[0]!.id)).reviewStatus).toBe('verified');
    expect((await stored(people[2]!.id)).reviewStatus).toBe('pending');
    // The rows show it, and the selection is gone.
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Maya Gurung/ })).getByText('Verified'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    // The actions went with the selection; the focus is on "Select all", not lost.
    expect(screen.queryByRole('button', { name: 'Verify selected' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveFocus();

    // Select all on the page, then Verify selected: all three.
    await u.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Verify selected' }));
    expect(await findToast('3 people verified.')).toBeInTheDocument();
  });

  it('asks for the comment before sending people back, refusing an empty or too long one', async () => {
    const u = user();
    await open();
    await u.click(screen.getByRole('checkbox', { name: 'Select Gita Shah' }));
    await u.click(screen.getByRole('button', { name: 'Needs correction…' }));
    const dialog = await findDialog('Needs correction: 1 person');
    const comment = dialog.getByRole('textbox', { name: /What needs correcting/ });
    await u.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(await dialog.findByText('Write what needs correcting.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST /admin/people/review')).toHaveLength(0);

    await u.type(comment, '   ');
    await u.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(dialog.getByText('Write what needs correcting.')).toBeInTheDocument();

    await u.clear(comment);
    await u.click(comment);
    await u.paste('x'.repeat(501));
    expect(dialog.getByText('The comment must be at most 500 characters.')).toBeInTheDocument();
    await u.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(server.calls('POST /admin/people/review')).toHaveLength(0);

    await u.clear(comment);
    await u.type(comment, 'The ward is wrong');
    expect(dialog.queryByText(/Write what needs correcting|at most 500/)).toBeNull();
    await u.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(await findToast('1 person sent back for correction.')).toBeInTheDocument();
    await dialogGone();
    expect(await stored(people[2]!.id)).toMatchObject({
      reviewStatus: 'needs_correction',
      reviewComment: 'The ward is wrong',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Gita Shah/ })).getByText('Needs correction'),
      ).toBeInTheDocument(),
    );
  });

  it('hands the focus back from the comment dialog: to its button on Escape, to "Select all" once sent', async () => {
    const u = user();
    await open();
    await u.click(screen.getByRole('checkbox', { name: 'Select Gita Shah' }));
    const button = screen.getByRole('button', { name: 'Needs correction…' });
    await u.click(button);
    await findDialog('Needs correction: 1 person');
    await u.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(button).toHaveFocus());

    await u.click(button);
    const dialog = await findDialog('Needs correction: 1 person');
    await u.type(dialog.getByRole('textbox', { name: /What needs correcting/ }), 'Wrong ward');
    await u.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(await findToast('1 person sent back for correction.')).toBeInTheDocument();
    await dialogGone();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveFocus(),
    );
  });

  it('shows the review in the details dialog and reviews from there', async () => {
    const u = user();
    await review(people[0]!.id, 'needs_correction', 'Father name misspelt');
    await open();
    const row = screen.getByRole('row', { name: /Hari Thapa/ });
    await u.click(within(row).getByRole('button', { name: 'View' }));
    let dialog = await findDialog('Person details');
    expect(dialog.getByText('Review status').nextSibling).toHaveTextContent('Needs correction');
    expect(dialog.getByText("Office's comment").nextSibling).toHaveTextContent(
      'Father name misspelt',
    );
    expect(dialog.getByText('Reviewed by').nextSibling).not.toHaveTextContent('—');
    // The history shows the review, its states in words.
    expect(
      await dialog.findByText(
        'Reviewed: Review status: Pending → Needs correction; Review comment: — → Father name misspelt',
      ),
    ).toBeInTheDocument();

    await u.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await findToast('1 person verified.')).toBeInTheDocument();
    dialog = await findDialog('Person details');
    await waitFor(() =>
      expect(dialog.getByText('Review status').nextSibling).toHaveTextContent('Verified'),
    );
    expect((await stored(people[0]!.id)).reviewStatus).toBe('verified');

    await u.click(dialog.getByRole('button', { name: 'Needs correction…' }));
    const ask = await findDialog('Needs correction: 1 person');
    await u.type(ask.getByRole('textbox', { name: /What needs correcting/ }), 'Phone is wrong');
    await u.click(ask.getByRole('button', { name: 'Send back' }));
    expect(await findToast('1 person sent back for correction.')).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.getByText("Office's comment").nextSibling).toHaveTextContent('Phone is wrong'),
    );
    // The history fetched again: the second review is in it.
    expect(await dialog.findByText(/Verified → Needs correction/)).toBeInTheDocument();
  });
});
