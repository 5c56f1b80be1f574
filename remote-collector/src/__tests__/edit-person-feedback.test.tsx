import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectorApi } from './support/collector-api';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { findDialog, findToast, renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(30_000);

const server = collectorApi();

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
});

describe('Edit Person feedback', () => {
  it('names each emptied required field under it, focuses the first, then confirms the save', async () => {
    const user = userEvent.setup({ delay: null });
    const [person] = await server.addPeople([{ name: 'Old Name', religion: 'Hindu', caste: 'Yadav' }]);
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
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'));
    expect(await findToast('Person updated')).toBeInTheDocument();
  });

  it("confirms a delete from My People with 'Person deleted'", async () => {
    const user = userEvent.setup({ delay: null });
    await server.addPeople([{ name: 'Gone Soon' }]);
    renderRemote(collector, '/user/dashboard');
    await screen.findByText('Gone Soon');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete Gone Soon?');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Person deleted')).toBeInTheDocument();
  });
});
