import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hr/contracts';
import { startFakeApi, gate, type FakeApi } from '@hr/api/test-support';
import { makeUser, statsFor } from '../../../../__tests__/support/fixtures';
import { renderAdmin } from '../../../../__tests__/support/render-admin';

// The machine is shared and slow; Fluent's components make typing in jsdom costly.
jest.setTimeout(30_000);

let server: FakeApi;
let users: User[];

beforeEach(async () => {
  users = [];
  server = await startFakeApi({
    'GET /admin/stats': () => ({ body: statsFor(users) }),
    'GET /admin/users': () => ({ body: users }),
  });
});
afterEach(() => server.close());

const usersTable = () => screen.getByRole('table', { name: 'Users' });
const bodyRows = () => within(usersTable()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('admin dashboard', () => {
  it('shows the header, search box and the three cards', async () => {
    users = [
      makeUser({ firstName: 'Asha', lastName: 'Rai', personCount: 3 }),
      makeUser({ firstName: 'Bina', lastName: 'Gurung', personCount: 7 }),
      makeUser({ firstName: 'Chet', lastName: 'Lama', personCount: 1 }),
      makeUser({ firstName: 'Dev', lastName: 'Karki', personCount: 2 }),
      makeUser({ firstName: 'Esha', lastName: 'Shah', personCount: 5 }),
      makeUser({ firstName: 'Fulan', lastName: 'Tamang', personCount: 4 }),
    ];
    renderAdmin('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(
      screen.getByText('Monitor user activity and manage your team efficiently.'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users...')).toBeInTheDocument();

    const totalUsers = await screen.findByRole('group', { name: 'Total Users' });
    expect(totalUsers).toHaveTextContent('6');
    expect(screen.getByRole('group', { name: 'Total People' })).toHaveTextContent('22');

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
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    expect(screen.getByText('No data yet')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then the table', async () => {
    const hold = gate();
    users = [makeUser()];
    server.on('GET /admin/users', async () => {
      await hold.wait;
      return { body: users };
    });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    hold.open();
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the fallback 'Failed to load dashboard' with Retry, which loads again", async () => {
    server.on('GET /admin/stats', { status: 500 });
    users = [makeUser({ firstName: 'Asha', lastName: 'Rai' })];
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard');

    server.on('GET /admin/stats', () => ({ body: statsFor(users) }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();
  });

  it("shows the server's message when the load fails with one", async () => {
    server.on('GET /admin/users', { status: 503, body: { message: 'Database is starting' } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is starting');
  });

  it('pages by 5, sorts by Name both ways and resets to page one on a new search', async () => {
    const first = ['Gita', 'bala', 'Ekta', 'Anu', 'chandra', 'Dipa', 'Fatima'];
    users = first.map((f, i) =>
      makeUser({ firstName: f, lastName: 'Rai', phone: `+97798000000${i}`, personCount: i }),
    );
    renderAdmin('/admin/dashboard');
    await screen.findByRole('table', { name: 'Users' });
    expect(bodyRows()).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Anu Rai', 'bala Rai', 'chandra Rai', 'Dipa Rai', 'Ekta Rai']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Gita Rai', 'Fatima Rai', 'Ekta Rai', 'Dipa Rai', 'chandra Rai']);

    await userEvent.click(screen.getByRole('button', { name: 'People added' }));
    expect(names()[0]).toBe('Gita Rai');
    await userEvent.click(screen.getByRole('button', { name: 'People added' }));
    expect(names()[0]).toBe('Fatima Rai');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(2);

    // A search that matches across both pages starts again at page one.
    await userEvent.type(screen.getByPlaceholderText('Search users...'), 'rai');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('searches users by name, phone and email', async () => {
    users = [
      makeUser({ firstName: 'Asha', lastName: 'Rai', phone: '+9779800000001' }),
      makeUser({
        firstName: 'Bina',
        lastName: 'Gurung',
        phone: '+9779800000002',
        email: 'bina@example.org',
      }),
    ];
    renderAdmin('/admin/dashboard');
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
    const asha = makeUser({ firstName: 'Asha', lastName: 'Rai' });
    users = [asha];
    renderAdmin('/admin/dashboard');
    const cell = await screen.findByRole('cell', { name: 'Asha Rai' });
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('—');

    server.on('GET /admin/people', { body: [] });
    await userEvent.click(cell);
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/users/${asha.id}`);
  });
});
