import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@hr/contracts';
import { gate, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
beforeEach(() => server.fresh());

async function openForm() {
  renderRemote(admin, '/admin/dashboard');
  // Once users exist the form waits behind its disclosure (open while there are none).
  await screen.findByRole('heading', { name: 'Create User' });
  const collapsed = screen.queryByRole('button', { name: 'Create User', expanded: false });
  if (collapsed) await userEvent.click(collapsed);
  const form = await screen.findByRole('form', { name: 'Create User' });
  return within(form);
}

const field = (form: ReturnType<typeof within>, label: string) =>
  form.getByRole('textbox', { name: label });

async function fillRequired(form: ReturnType<typeof within>, password = 'secret-pass-1') {
  await userEvent.type(field(form, 'First Name'), 'Mina');
  await userEvent.type(field(form, 'Last Name'), 'Sherpa');
  await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '9800000055');
  await userEvent.type(form.getByLabelText(/^Password/), password);
}

describe('Create User form', () => {
  it('marks the required fields and offers the gender options', async () => {
    const form = await openForm();
    for (const label of ['First Name', 'Last Name', 'Phone']) {
      expect(field(form, label)).toBeRequired();
    }
    expect(form.getByLabelText(/^Password/)).toBeRequired();
    expect(form.getByLabelText(/^Confirm Password/)).toBeRequired();
    const email = form.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).not.toBeRequired();
    const gender = form.getByRole('combobox', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Prefer not to say', 'Female', 'Male', 'Other']);
    expect(gender).toHaveValue('');
  });

  it("shows 'Passwords do not match' and sends nothing", async () => {
    const form = await openForm();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'something-else');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));

    expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls('POST /admin/users')).toHaveLength(0);
    // The message goes once the passwords agree.
    await userEvent.clear(form.getByLabelText(/^Confirm Password/));
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    expect(form.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it("creates the user ('Creating...' meanwhile), clears the form and reloads the lists", async () => {
    const form = await openForm();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'mina@example.org');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Gender' }), 'Female');

    const hold = gate();
    const answer = server.calls('GET /admin/users').length;
    server.fault('POST /admin/users', { hold: hold.wait }, 1);
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    hold.open();

    // Busy until the lists on screen (users table, cards) show the new user.
    await waitFor(() => expect(form.getByRole('button', { name: 'Create User' })).toBeEnabled());
    expect(screen.getByRole('cell', { name: 'Mina Sherpa' })).toBeInTheDocument();
    expect(server.calls('POST /admin/users')[0]!.body).toEqual({
      firstName: 'Mina',
      lastName: 'Sherpa',
      phone: '9800000055',
      email: 'mina@example.org',
      gender: 'Female',
      password: 'secret-pass-1',
    });
    expect(server.calls('GET /admin/users').length).toBe(answer + 1);
    expect(screen.getByRole('group', { name: 'Total Users' })).toHaveTextContent('1');
    expect(field(form, 'First Name')).toHaveValue('');
    expect(form.getByLabelText(/^Password/)).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    const token = await server.adminToken();
    const stored = (await server.call<User[]>('GET', '/admin/users', { token })).body;
    expect(stored).toEqual([
      expect.objectContaining({
        firstName: 'Mina',
        lastName: 'Sherpa',
        phone: '+919800000055',
        email: 'mina@example.org',
        gender: 'Female',
      }),
    ]);
  });

  it("leaves out gender ('Prefer not to say') and email when empty", async () => {
    const form = await openForm();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(server.calls('POST /admin/users')).toHaveLength(1));
    const body = server.calls('POST /admin/users')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('email');
    expect(await screen.findByRole('cell', { name: 'Mina Sherpa' })).toBeInTheDocument();
  });

  it("shows the server's message, or 'Could not create user', and keeps the values", async () => {
    await server.addUser({ firstName: 'Other', lastName: 'User', phone: '+919800000055' });
    const form = await openForm();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    expect(
      await form.findByText('A user with this phone number already exists'),
    ).toBeInTheDocument();
    expect(field(form, 'First Name')).toHaveValue('Mina');

    server.fault('POST /admin/users', { status: 500 });
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('Could not create user')).toBeInTheDocument();
  });
});
