import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectorTests } from './support/collector-api';
import { findToast, renderRemote } from '@hr/test-support';

const { server, collector } = collectorTests();

describe('Edit Person feedback', () => {
  it('names each emptied required field under it, focuses the first, then confirms the save', async () => {
    const user = userEvent.setup({ delay: null });
    const [person] = await server.addPeople([
      { name: 'Old Name', religion: 'Hindu', caste: 'Yadav' },
    ]);
    renderRemote(collector, `/user/people/${person!.id}/edit`);

    const name = await screen.findByLabelText(/^Name/);
    const area = screen.getByLabelText(/^Area Name/);
    await waitFor(() => expect(screen.getByLabelText(/^Caste/)).toHaveValue('Yadav'));
    await user.clear(area);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Area name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(server.calls('PUT /user/people/:id')).toHaveLength(0);

    await user.type(name, 'New Name');
    await user.type(area, 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'),
    );
    expect(await findToast('Person updated')).toBeInTheDocument();
  });

  it("confirms a delete from My People with 'Person deleted'", async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([{ name: 'Gone Soon' }]);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('Gone Soon');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // By role alone, as my-people.test.tsx does: in jsdom the open dialog may be aria-hidden.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Delete Gone Soon?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    expect(await findToast('Person deleted')).toBeInTheDocument();
  });

  it("shows 'Phone number is required' and the server's 'phone is not a valid phone number' under the phone, with the focus", async () => {
    const user = userEvent.setup({ delay: null });
    renderRemote(collector, '/user/people/new');
    const phone = await screen.findByLabelText('Person Phone Number');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveFocus();

    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('phone is not a valid phone number')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(/phone is not a valid phone number/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getAllByText('phone is not a valid phone number')).toHaveLength(1);
    // Correcting the number takes the message away.
    await user.type(phone, '6');
    expect(screen.queryByText('phone is not a valid phone number')).not.toBeInTheDocument();
  });
});
