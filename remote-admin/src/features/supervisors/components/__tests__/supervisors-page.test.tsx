import { screen, waitFor, within } from '@testing-library/react';
import type { Supervisor, User } from '@hr/contracts';
import { dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';
import { adminApi, phone } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

// Issue 38: the admin's Supervisors page and the collector form's Wards and Supervisor, against
// the real API (its 400 and 409 answers included).
const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(60_000);

const server = adminApi();

async function asAdmin<T>(method: string, url: string, body?: unknown) {
  return server.call<T>(method, url, { token: await server.adminToken(), body });
}

/** Supervisors are not part of `fresh()`: each test starts without any. */
beforeEach(async () => {
  await server.fresh();
  const list = await asAdmin<Supervisor[]>('GET', '/admin/supervisors');
  for (const { id } of list.body) await asAdmin('DELETE', `/admin/supervisors/${id}`);
});

async function addSupervisor(wards: number[], firstName = 'Sita') {
  const { status, body } = await asAdmin<Supervisor>('POST', '/admin/supervisors', {
    firstName,
    lastName: 'Supervisor',
    phone: phone(),
    password: 'Supervisor-Pass1',
    wards,
  });
  expect(status).toBe(201);
  return body;
}

const table = () => screen.findByRole('table', { name: 'Supervisors' });

describe('Supervisors page', () => {
  it('says there are none, then adds one with wards typed as a list and a range', async () => {
    const { user } = renderRemote(admin, '/admin/supervisors');
    expect(await screen.findByRole('heading', { name: 'Supervisors' })).toBeInTheDocument();
    expect(await screen.findByText('No supervisors yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Supervisor' }));
    const dialog = await findDialog('Add Supervisor');
    await user.type(dialog.getByRole('textbox', { name: /^First Name/ }), 'Sita');
    await user.type(dialog.getByRole('textbox', { name: /^Last Name/ }), 'Rai');
    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), phone());
    await user.type(dialog.getByLabelText(/^Password/), 'Supervisor-Pass1');
    await user.type(dialog.getByLabelText(/^Confirm Password/), 'Supervisor-Pass1');
    await user.type(dialog.getByRole('textbox', { name: /^Wards/ }), '3, 5-7');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();

    const [sent] = server.calls('POST /admin/supervisors');
    expect(sent?.body).toMatchObject({ firstName: 'Sita', wards: [3, 5, 6, 7] });
    const row = within(await table()).getByRole('row', { name: /Sita Rai/ });
    // The wards as chips, one per ward.
    const chips = within(within(row).getByRole('list', { name: 'Wards' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['3', '5', '6', '7']);
  });

  it("refuses a wards text it cannot read before sending, and shows the server's 409", async () => {
    const taken = await addSupervisor([1]);
    const { user } = renderRemote(admin, '/admin/supervisors');
    await user.click(await screen.findByRole('button', { name: 'Add Supervisor' }));
    const dialog = await findDialog('Add Supervisor');
    await user.type(dialog.getByRole('textbox', { name: /^First Name/ }), 'Gita');
    await user.type(dialog.getByRole('textbox', { name: /^Last Name/ }), 'Thapa');
    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), taken.phone);
    await user.type(dialog.getByLabelText(/^Password/), 'Supervisor-Pass1');
    await user.type(dialog.getByLabelText(/^Confirm Password/), 'Supervisor-Pass1');
    const wards = dialog.getByRole('textbox', { name: /^Wards/ });
    await user.type(wards, '3, 1000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Ward numbers run from 1 to 999 ("1000")')).toBeInTheDocument();
    expect(wards).toHaveFocus();
    expect(server.calls('POST /admin/supervisors')).toHaveLength(0);

    await user.clear(wards);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Wards is required')).toBeInTheDocument();

    await user.type(wards, '3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    // The phone is another account's: the server's message under the phone field.
    expect(await dialog.findByText(/already exists/)).toBeInTheDocument();
    expect(server.calls('POST /admin/supervisors')).toHaveLength(1);
  });

  it("edits a supervisor's wards, then deletes them after a confirmation", async () => {
    await addSupervisor([3, 4]);
    const { user } = renderRemote(admin, '/admin/supervisors');
    await user.click(await screen.findByRole('button', { name: 'Edit Sita Supervisor' }));
    const dialog = await findDialog('Edit Supervisor');
    const wards = dialog.getByRole('textbox', { name: /^Wards/ });
    expect(wards).toHaveValue('3, 4');
    await user.clear(wards);
    await user.type(wards, '1-3');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();
    const [sent] = server.calls('PUT /admin/supervisors/:id');
    expect(sent?.body).toMatchObject({ wards: [1, 2, 3] });
    expect(sent?.body).not.toHaveProperty('password');
    await waitFor(async () => {
      const row = within(await table()).getByRole('row', { name: /Sita Supervisor/ });
      expect(
        within(row)
          .getAllByRole('listitem')
          .map((c) => c.textContent),
      ).toEqual(['1', '2', '3']);
    });

    await user.click(screen.getByRole('button', { name: 'Delete Sita Supervisor' }));
    const confirm = await findDialog('Delete Supervisor');
    expect(confirm.getByText(/Their collectors and all records are kept/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await dialogGone();
    expect(await screen.findByText('No supervisors yet.')).toBeInTheDocument();
  });

  it("unlocks a supervisor's sign-in (issue 45): the locked-out supervisor signs in again", async () => {
    const sita = await addSupervisor([3]);
    const signIn = (password: string) =>
      server.call('POST', '/auth/admin/login', { body: { emailOrPhone: sita.phone, password } });
    for (let i = 0; i < 5; i += 1) expect((await signIn('wrong-password')).status).toBe(401);
    expect((await signIn('Supervisor-Pass1')).status).toBe(429);
    const { user } = renderRemote(admin, '/admin/supervisors');
    await user.click(
      await screen.findByRole('button', { name: 'Unlock sign-in for Sita Supervisor' }),
    );
    expect(await findToast('Sign-in unlocked for Sita Supervisor')).toBeInTheDocument();
    expect(
      server.calls('POST /admin/office-accounts/:id/unlock-sign-in').map((r) => r.path),
    ).toEqual([`/admin/office-accounts/${sita.id}/unlock-sign-in`]);
    expect((await signIn('Supervisor-Pass1')).status).toBe(200);
  });
});

describe('the collector form and table', () => {
  it('assigns a collector to wards and a supervisor; the table shows both', async () => {
    const sita = await addSupervisor([3, 4]);
    const collector = await server.addUser({ firstName: 'Ravi', lastName: 'Kumar' });
    const { user } = renderRemote(admin, '/admin/dashboard');
    const users = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(users).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit user');
    await user.type(dialog.getByRole('textbox', { name: /^Wards/ }), '3');
    const choice = dialog.getByRole('combobox', { name: 'Supervisor' });
    await waitFor(() =>
      expect(within(choice).getByRole('option', { name: 'Sita Supervisor' })).toBeInTheDocument(),
    );
    await user.selectOptions(choice, sita.id);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await dialogGone();

    const [sent] = server.calls('PUT /admin/users/:id');
    expect(sent?.body).toMatchObject({ wards: [3], supervisorId: sita.id });
    const list = await asAdmin<User[]>('GET', '/admin/users');
    expect(list.body.find((u) => u.id === collector.id)).toMatchObject({
      wards: [3],
      supervisor: { id: sita.id, name: 'Sita Supervisor' },
    });
    await waitFor(() => {
      const row = within(screen.getByRole('table', { name: 'Users' })).getByRole('row', {
        name: /Ravi Kumar/,
      });
      expect(within(row).getByText('Sita Supervisor')).toBeInTheDocument();
    });
  });
});
