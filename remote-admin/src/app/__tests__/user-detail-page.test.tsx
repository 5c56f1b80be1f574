import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hr/contracts';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';
import { dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
let asha: User;

beforeEach(async () => {
  await server.fresh();
  await server.createReligion('Hindu', ['Brahmin']);
  asha = await server.addUser(
    { firstName: 'Asha', lastName: 'Rai', phone: '+919790000001', email: 'asha@example.org' },
    // Newest first on the server: Hari, then Gita.
    [
      { name: 'Gita Shah', wardNo: '11', areaName: 'Damside' },
      { name: 'Hari Thapa', wardNo: '4', areaName: 'Lakeside' },
    ],
  );
  // Same name, other phone: not Asha's (the page asks for Asha's id).
  await server.addUser({ firstName: 'Asha', lastName: 'Rai', phone: '+919790000099' }, [
    { name: 'Kiran Rai' },
  ]);
  await server.addUser({ firstName: 'Bina', lastName: 'Gurung', phone: '+919790000002' }, [
    { name: 'Maya Gurung' },
  ]);
});

const table = () => screen.getByRole('table', { name: 'People added' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

async function open(id = asha.id) {
  renderRemote(admin, `/admin/users/${id}`);
  await screen.findByRole('table', { name: 'People added' });
}

describe('admin user detail', () => {
  it("shows the user's name, phone and email and the people they added (by creator id)", async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Asha Rai' })).toBeInTheDocument();
    const contact = screen.getByRole('group', { name: 'Contact' });
    expect(contact).toHaveTextContent('+91 97900 00001');
    expect(contact).toHaveTextContent('asha@example.org');
    expect(screen.getByRole('heading', { name: 'People Added' })).toBeInTheDocument();
    expect(names()).toEqual(['Hari Thapa', 'Gita Shah']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Phone', 'Ward', 'Area', 'Actions']);
    // The users list, then one page of Asha's people searched on the server and her sign-in locks.
    expect(server.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /admin/people/search',
      'GET /admin/users',
      `GET /admin/users/${asha.id}/sign-in-locks`,
    ]);
    const search = server.requests.find((r) => r.path === '/admin/people/search')!;
    const query = new URL(search.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ createdBy: asha.id, page: '1', pageSize: '10' });
  });

  it('searches the people and sorts by Ward and Name', async () => {
    await open();
    const box = screen.getByPlaceholderText('Search people...');
    await userEvent.type(box, 'damside');
    await waitFor(() => expect(names()).toEqual(['Gita Shah']));
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    expect(await screen.findByText('No people found.')).toBeInTheDocument();
    await userEvent.clear(box);

    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Gita Shah', 'Hari Thapa']));
    await userEvent.click(within(table()).getByRole('button', { name: 'Name, sorted ascending' }));
    await waitFor(() => expect(names()).toEqual(['Hari Thapa', 'Gita Shah']));
    await userEvent.click(within(table()).getByRole('button', { name: 'Ward' }));
    await waitFor(() => expect(names()).toEqual(['Gita Shah', 'Hari Thapa']));
    const last = server.calls('GET /admin/people/search').at(-1)!;
    expect(Object.fromEntries(new URL(last.url, 'http://x').searchParams)).toEqual({
      createdBy: asha.id,
      page: '1',
      pageSize: '10',
      sort: 'wardNo',
      dir: 'asc',
    });
  });

  it("shows 'No people found.' for a user without people, and an em dash for no email", async () => {
    const bare = await server.addUser({ firstName: 'Dev', lastName: 'Karki' });
    await open(bare.id);
    expect(screen.getByText('No people found.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact' })).toHaveTextContent('Email: —');
  });

  it("shows 'Failed to load data' with Retry when the users list fails", async () => {
    server.fault('GET /admin/users', { status: 500 }, 1);
    renderRemote(admin, `/admin/users/${asha.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Asha Rai' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Hari Thapa' })).toBeInTheDocument();
  });

  it('views a person', async () => {
    await open();
    const row = () => bodyRows().find((r) => r.textContent?.includes('Hari Thapa'))!;
    await userEvent.click(within(row()).getByRole('button', { name: 'View' }));
    const details = (await findDialog('Person details')).element;
    expect(details).toHaveTextContent('Lakeside');
    await userEvent.click(within(details).getByRole('button', { name: 'Close', hidden: true }));
    await dialogGone();
  });

  it('edits a person and refetches only the page of people on screen', async () => {
    await open();
    const row = () => bodyRows().find((r) => r.textContent?.includes('Hari Thapa'))!;
    await userEvent.click(within(row()).getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit person');
    await waitFor(() => expect(edit.getByRole('combobox', { name: 'Religion' })).toBeEnabled());
    await userEvent.clear(edit.getByRole('textbox', { name: 'Ward No' }));
    await userEvent.type(edit.getByRole('textbox', { name: 'Ward No' }), '21');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(await screen.findByRole('cell', { name: '21' })).toBeInTheDocument();
    // An edit changes no user: only the people page fetches again.
    expect(server.calls('GET /admin/people/search')).toHaveLength(2);
    expect(server.calls('GET /admin/users')).toHaveLength(1);
    expect(names()).toEqual(['Hari Thapa', 'Gita Shah']);
  });

  it('deletes a person and reloads', async () => {
    await open();
    const row = () => bodyRows().find((r) => r.textContent?.includes('Hari Thapa'))!;
    await userEvent.click(within(row()).getByRole('button', { name: 'Delete' }));
    const del = await findDialog('Delete person');
    await userEvent.click(del.getByRole('button', { name: 'Delete' }));
    await dialogGone();
    expect(names()).toEqual(['Gita Shah']);
    const token = await server.adminToken();
    const left = (await server.call<{ name: string }[]>('GET', '/admin/people', { token })).body;
    expect(left.map((p) => p.name).sort()).toEqual(['Gita Shah', 'Kiran Rai', 'Maya Gurung']);
  });

  it("shows 'User not found.' with Back to the dashboard for an unknown id", async () => {
    renderRemote(admin, '/admin/users/00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });

  it("shows 'Failed to load data' with Retry", async () => {
    server.fault('GET /admin/people/search', { status: 500 }, 1);
    renderRemote(admin, `/admin/users/${asha.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Hari Thapa' })).toBeInTheDocument();
  });

  it('Back returns to the dashboard', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });

  it('offers no Unlock sign-in while nothing is locked, and says why', async () => {
    await open();
    const signIn = screen.getByRole('group', { name: 'Sign-in' });
    expect(await within(signIn).findByText('Not locked')).toBeInTheDocument();
    const unlock = within(signIn).getByRole('button', { name: 'Unlock sign-in' });
    expect(unlock).toHaveAttribute('aria-disabled', 'true');
    expect(unlock).toHaveAccessibleDescription('Nothing to unlock: this account is not locked.');
    await userEvent.click(unlock);
    expect(server.calls('POST /admin/users/:id/unlock-sign-in')).toHaveLength(0);
  });

  it('Unlock sign-in clears the locks wrong passwords left, with a success message', async () => {
    // Five wrong passwords (the server's limit) from each of two addresses lock both out; ten in
    // all are the account's free tries, so every address now waits too (30 s, shown as 1 min).
    const attempt = (address: string, password: string) =>
      server.call('POST', '/auth/user/login', {
        body: { phone: asha.phone, password },
        headers: { 'x-forwarded-for': address },
      });
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 5; i += 1)
        expect((await attempt(address, 'wrong-password')).status).toBe(401);
    }
    expect((await attempt('198.51.100.1', 'Collector-Pass1')).status).toBe(429);

    await open();
    const signIn = screen.getByRole('group', { name: 'Sign-in' });
    expect(
      await within(signIn).findByText(
        'Locked from 2 addresses for 15 min more; Next try from any address in 1 min',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(signIn).getByRole('button', { name: 'Unlock sign-in' }));
    expect(await findToast('Sign-in unlocked')).toBeInTheDocument();
    expect(await within(signIn).findByText('Not locked')).toBeInTheDocument();
    // Nothing left to unlock: the button says so.
    expect(within(signIn).getByRole('button', { name: 'Unlock sign-in' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(server.calls('POST /admin/users/:id/unlock-sign-in').map((r) => r.path)).toEqual([
      `/admin/users/${asha.id}/unlock-sign-in`,
    ]);
    // The collector signs in again, from an address that was locked.
    expect((await attempt('198.51.100.1', 'Collector-Pass1')).status).toBe(200);
  });
});
