import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { sessionAtom, signedOut } from '@hr/session';
import { gate, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

// The machine is shared and slow; Fluent's components make typing in jsdom costly.
jest.setTimeout(30_000);

const server = adminApi();
beforeEach(() => server.fresh());

const usersTable = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(usersTable()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('admin dashboard', () => {
  it('shows the header, search box and the cards', async () => {
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 3);
    await server.addUser({ firstName: 'Bina', lastName: 'Gurung' }, 7);
    await server.addUser({ firstName: 'Chet', lastName: 'Lama' }, 1);
    await server.addUser({ firstName: 'Dev', lastName: 'Karki' }, 2);
    await server.addUser({ firstName: 'Esha', lastName: 'Shah' }, 5);
    await server.addUser({ firstName: 'Fulan', lastName: 'Tamang' }, 4);
    renderRemote(admin, '/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(
      screen.getByText('Monitor user activity and manage your team efficiently.'),
    ).toBeInTheDocument();
    // The heading shows while the page's code loads too: wait for the page itself.
    expect(await screen.findByPlaceholderText('Search users...')).toBeInTheDocument();

    const totalUsers = await screen.findByRole('group', { name: 'Total Users' });
    expect(totalUsers).toHaveTextContent('6');
    // Records are households; beside them the people living in them (the sizes summed).
    const households = screen.getByRole('group', { name: 'Households' });
    expect(households).toHaveTextContent(/^Households22/);
    expect(within(households).getByRole('group', { name: 'People' })).toHaveTextContent('People88');

    // Top 5 by people count, most first: Chet (1) is left out.
    const top = within(screen.getByRole('group', { name: 'Top Contributors' })).getAllByRole(
      'listitem',
    );
    expect(top.map((li) => li.textContent)).toEqual([
      'Bina Gurung7 people',
      'Esha Shah5 people',
      'Fulan Tamang4 people',
      'Asha Rai3 people',
      'Dev Karki2 people',
    ]);
    expect(document.title).toMatch(/dashboard/i);
  });

  it("shows 'No data yet' and 'No users yet.' with no users", async () => {
    renderRemote(admin, '/admin/dashboard');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the table', async () => {
    const hold = gate();
    await server.addUser();
    server.fault('GET /admin/users', { hold: hold.wait }, 1);
    renderRemote(admin, '/admin/dashboard');
    expect((await screen.findAllByRole('progressbar')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    hold.open();
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('shows the counts while the users list is still on its way, and the list when it comes', async () => {
    const hold = gate();
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 3);
    server.fault('GET /admin/users', { hold: hold.wait }, 1);
    renderRemote(admin, '/admin/dashboard');
    // The cards answer from /admin/stats alone: no wait for the users table.
    expect(await screen.findByRole('group', { name: 'Households' })).toHaveTextContent(
      /^Households3/,
    );
    expect(screen.getByRole('group', { name: 'Total Users' })).toHaveTextContent('1');
    const top = screen.getByRole('group', { name: 'Top Contributors' });
    expect(within(top).getByText('Loading contributors')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    hold.open();
    expect(await screen.findByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha Rai3 people']);
  });

  it('Dashboard clicked again, with the page still on screen, asks for fresh numbers', async () => {
    // The page a user comes back to before the next page's code loaded was never unmounted.
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 1);
    const { user } = renderRemote(admin, '/admin/dashboard', { sidebar: true });
    const households = await screen.findByRole('group', { name: 'Households' });
    expect(households).toHaveTextContent(/^Households1/);
    expect(await screen.findByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();

    await server.addPeople(asha, 2);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(households).toHaveTextContent(/^Households3/));
    const row = screen.getByRole('cell', { name: 'Asha Rai' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('3'));
  });

  it('a failed users list is retried on its own, under the counts', async () => {
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' }, 2);
    server.fault('GET /admin/users', { status: 500 }, 1);
    renderRemote(admin, '/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard');
    expect(await screen.findByRole('group', { name: 'Households' })).toHaveTextContent(
      /^Households2/,
    );
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();
  });

  it("shows the fallback 'Failed to load dashboard' with Retry, which loads again", async () => {
    server.fault('GET /admin/stats', { status: 500 }, 1);
    await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
    renderRemote(admin, '/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();
  });

  it("shows the server's message when the load fails with one", async () => {
    // Signed out, the real server refuses with its message (no token held: no redirect).
    getDefaultStore().set(sessionAtom, signedOut);
    renderRemote(admin, '/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
  });

  it('pages by 5, sorts by Name both ways and resets to page one on a new search', async () => {
    const first = ['Gita', 'bala', 'Ekta', 'Anu', 'chandra', 'Dipa', 'Fatima'];
    for (const [i, firstName] of first.entries())
      await server.addUser({ firstName, lastName: 'Rai' }, i);
    renderRemote(admin, '/admin/dashboard');
    await screen.findByRole('table', { name: 'Users' });
    expect(bodyRows()).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Anu Rai', 'bala Rai', 'chandra Rai', 'Dipa Rai', 'Ekta Rai']);
    await userEvent.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    expect(names()).toEqual(['Gita Rai', 'Fatima Rai', 'Ekta Rai', 'Dipa Rai', 'chandra Rai']);

    await userEvent.click(screen.getByRole('button', { name: 'People added' }));
    expect(names()[0]).toBe('Gita Rai');
    await userEvent.click(screen.getByRole('button', { name: /^People added, sorted/ }));
    expect(names()[0]).toBe('Fatima Rai');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(2);

    // A search that matches across both pages starts again at page one.
    await userEvent.type(screen.getByPlaceholderText('Search users...'), 'rai');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('searches users by name, phone and email', async () => {
    await server.addUser({ firstName: 'Asha', lastName: 'Rai', phone: '+919790000001' });
    await server.addUser({
      firstName: 'Bina',
      lastName: 'Gurung',
      phone: '+919790000002',
      email: 'bina@example.org',
    });
    renderRemote(admin, '/admin/dashboard');
    await screen.findByRole('table', { name: 'Users' });
    const box = screen.getByPlaceholderText('Search users...');

    await userEvent.type(box, 'EXAMPLE.org');
    await waitFor(() => expect(names()).toEqual(['Bina Gurung']));
    await userEvent.clear(box);
    await userEvent.type(box, '0001');
    await waitFor(() => expect(names()).toEqual(['Asha Rai']));
    await userEvent.clear(box);
    await userEvent.type(box, 'asha r');
    await waitFor(() => expect(names()).toEqual(['Asha Rai']));
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    expect(await screen.findByText('No users match your search.')).toBeInTheDocument();
  });

  it('shows an em dash for a user without email and opens the user page on a row click', async () => {
    const asha = await server.addUser({ firstName: 'Asha', lastName: 'Rai' });
    renderRemote(admin, '/admin/dashboard');
    const cell = await screen.findByRole('cell', { name: 'Asha Rai' });
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('—');

    await userEvent.click(cell);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${asha.id}`),
    );
  });
});
