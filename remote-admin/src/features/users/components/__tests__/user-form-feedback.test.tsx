import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogGone, findDialog, findToast, renderRemote } from '@hr/test-support';
import { adminApi } from '@admin/__tests__/support/admin-api';
import AdminRoutes from '@admin/routes';
import descriptor from '@admin/descriptor';

const admin = { routes: AdminRoutes, descriptor };

jest.setTimeout(30_000);

const server = adminApi();
beforeEach(() => server.fresh());

async function openForm() {
  renderRemote(admin, '/admin/dashboard');
  const form = await screen.findByRole('form', { name: 'Create User' });
  return within(form);
}

describe('Create User feedback', () => {
  it('names every empty required field under it, focuses the first and sends nothing', async () => {
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Sherpa');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));

    const first = form.getByRole('textbox', { name: 'First Name' });
    expect(await form.findByText('First name is required')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(form.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    expect(form.getByText('Password is required')).toBeInTheDocument();
    expect(form.getByText('Confirm password is required')).toBeInTheDocument();
    expect(server.calls('POST /admin/users')).toHaveLength(0);

    // Typing clears that field's message only.
    await userEvent.type(first, 'Mina');
    expect(form.queryByText('First name is required')).not.toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
  });

  it("shows the server's message about the phone under the phone field, with the focus", async () => {
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'First Name' }), 'Mina');
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Sherpa');
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12345');
    await userEvent.type(form.getByLabelText(/^Password/), 'secret-pass-1');
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));

    expect(await form.findByText('phone is not a valid phone number')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/phone is not a valid phone number/);
    expect(phone).toHaveFocus();
    expect(server.calls('POST /admin/users')).toHaveLength(1);
    // Not also in an alert above the form.
    expect(form.getAllByText('phone is not a valid phone number')).toHaveLength(1);
  });

  it("says 'User created', then 'User updated' and 'User deleted'", async () => {
    const form = await openForm();
    await userEvent.type(form.getByRole('textbox', { name: 'First Name' }), 'Mina');
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Sherpa');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '9800000055');
    await userEvent.type(form.getByLabelText(/^Password/), 'secret-pass-1');
    await userEvent.type(form.getByLabelText(/^Confirm Password/), 'secret-pass-1');
    await userEvent.click(form.getByRole('button', { name: 'Create User' }));
    expect(await findToast('User created')).toBeInTheDocument();

    const row = within((await screen.findByRole('cell', { name: 'Mina Sherpa' })).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit user');
    const last = edit.getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(last);
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    expect(await edit.findByText('Last name is required')).toBeInTheDocument();
    expect(last).toHaveFocus();
    await userEvent.type(last, 'Rai');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await dialogGone();
    expect(await findToast('User updated')).toBeInTheDocument();

    const renamed = within((await screen.findByRole('cell', { name: 'Mina Rai' })).closest('tr')!);
    // Focus is back on the Edit button that opened the dialog; a click while tabster is still
    // handing it back can be lost in jsdom.
    await waitFor(() => expect(renamed.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await userEvent.click(renamed.getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete user');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await dialogGone();
    expect(await findToast('User deleted')).toBeInTheDocument();
  });
});
