import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hr/contracts';
import { dialogGone, findDialog, gate, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
let asha: User;

beforeEach(async () => {
  await server.fresh();
  asha = await server.addUser(
    {
      firstName: 'Asha',
      lastName: 'Rai',
      phone: '+919790000001',
      email: 'asha@example.org',
      gender: 'Female',
    },
    3,
  );
  await server.addUser({ firstName: 'Bina', lastName: 'Gurung', phone: '+919790000002' });
});

async function storedUser(id: string) {
  const token = await server.adminToken();
  return (await server.call<User[]>('GET', '/admin/users', { token })).body.find((u) => u.id === id);
}

async function rowOf(name: string) {
  renderRemote(admin, '/admin/dashboard');
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr')!);
}

describe('users table actions', () => {
  it('View shows the user without leaving the dashboard', async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'View' }));
    const dialog = (await findDialog('User details')).element;
    expect(dialog).toHaveTextContent('asha@example.org');
    expect(dialog).toHaveTextContent('+91 97900 00001');
    expect(dialog).toHaveTextContent('Female');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await dialogGone();
  });

  it("Edit keeps the password unless filled, sends empty gender and email as null, shows 'Saving...'", async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit user');
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    expect(dialog.getByText('Leave blank to keep current password')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Password/)).not.toBeRequired();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'Last Name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Rai-Shah');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Email' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Gender' }), '');

    const hold = gate();
    server.fault('PUT /admin/users/:id', { hold: hold.wait }, 1);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    hold.open();
    expect(await screen.findByRole('cell', { name: 'Asha Rai-Shah' })).toBeInTheDocument();
    const put = server.calls('PUT /admin/users/:id')[0]!;
    expect(put.path).toBe(`/admin/users/${asha.id}`);
    expect(put.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rai-Shah',
      phone: '+919790000001',
      gender: null,
      email: null,
      // The form shows both, so it sends what it holds: any ward, no supervisor (issue 38).
      wards: [],
      supervisorId: null,
    });
    await dialogGone();
    // The real PUT replaces: email and gender are cleared, the people count stays.
    expect(await storedUser(asha.id)).toMatchObject({
      lastName: 'Rai-Shah',
      email: null,
      gender: null,
      personCount: 3,
    });
  });

  it('Edit sends a new password when one is typed', async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit user');
    await userEvent.type(dialog.getByLabelText(/^Password/), 'new-password-9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT /admin/users/:id')).toHaveLength(1));
    expect(server.calls('PUT /admin/users/:id')[0]!.body).toMatchObject({
      password: 'new-password-9',
      email: 'asha@example.org',
      gender: 'Female',
    });
    // The new password works; the old one no longer does.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    const signIn = (password: string) =>
      server.call('POST', '/auth/user/login', { body: { phone: asha.phone, password } });
    expect((await signIn('new-password-9')).status).toBe(200);
    expect((await signIn('Collector-Pass1')).status).toBe(401);
  });

  it("Edit shows the server's message or 'Could not update user' inside the dialog", async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit user');
    // Bina's phone: the real server refuses the duplicate.
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+919790000002');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('A user with this phone number already exists'),
    ).toBeInTheDocument();

    server.fault('PUT /admin/users/:id', { status: 500 });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Could not update user')).toBeInTheDocument();
    // Nothing changed, so the list was not reloaded.
    expect(server.calls('GET /admin/users')).toHaveLength(1);
  });

  it("Delete warns that the user's people go too, shows 'Deleting...' and reloads", async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete user');
    expect(
      dialog.getByText('Delete Asha Rai? All people added by this user will be deleted too.'),
    ).toBeInTheDocument();

    const hold = gate();
    server.fault('DELETE /admin/users/:id', { hold: hold.wait }, 1);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    hold.open();
    await dialogGone();

    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Asha Rai' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('cell', { name: 'Bina Gurung' })).toBeInTheDocument();
    expect(server.calls('DELETE /admin/users/:id')[0]!.path).toBe(`/admin/users/${asha.id}`);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Total Users' })).toHaveTextContent('1'),
    );
    // Her people went with her.
    expect(screen.getByRole('group', { name: 'Households' })).toHaveTextContent(/^Households0/);
    expect(await storedUser(asha.id)).toBeUndefined();
  });

  it("Delete shows 'Failed to delete user' when the server gives no message", async () => {
    server.fault('DELETE /admin/users/:id', { status: 500 });
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete user');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete user')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(screen.getByRole('cell', { name: 'Asha Rai' })).toBeInTheDocument();
  });

  it('action buttons do not open the user page', async () => {
    const row = await rowOf('Asha Rai');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    await findDialog('Delete user');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
  });
});
