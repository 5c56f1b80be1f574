import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { api } from '@hr/api';
import { sessionAtom, signedOut } from '@hr/session';
import { realApiPerFile } from '@hr/test-support';
import { ConfirmDeleteDialog } from '@hr/ui/dialogs';
import { renderWithTheme } from './render';

const server = realApiPerFile();

beforeEach(() => {
  getDefaultStore().set(sessionAtom, signedOut);
  window.history.replaceState(null, '', '/login/admin');
});

function DeleteUser({ id, onClosed }: { id: string; onClosed(): void }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>closed</p>;
  return (
    <ConfirmDeleteDialog
      title="Delete user"
      fallback="Failed to delete user"
      doneMessage="User deleted"
      onDelete={() => api.delete(`/admin/users/${id}`)}
      onClose={() => {
        setOpen(false);
        onClosed();
      }}
    >
      Delete Dup Code? All people added by this user will be deleted too.
    </ConfirmDeleteDialog>
  );
}

describe('ConfirmDeleteDialog', () => {
  it('deletes on Delete and closes; the row is gone on the server', async () => {
    const user = userEvent.setup();
    await server.signInAdmin();
    const created = await api.post<{ id: string }>('/admin/users', {
      firstName: 'Dup',
      lastName: 'Code',
      phone: '9812300078',
      password: 'Collector-Pass1',
    });
    const onClosed = jest.fn();
    renderWithTheme(<DeleteUser id={created.data.id} onClosed={onClosed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent(
      'Delete Dup Code? All people added by this user will be deleted too.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('closed');
    expect(onClosed).toHaveBeenCalledTimes(1);
    const users = await api.get<{ id: string }[]>('/admin/users');
    expect(users.data.map((u) => u.id)).not.toContain(created.data.id);
  });

  it('stays open with the server’s message when the delete fails; Cancel closes', async () => {
    const user = userEvent.setup();
    await server.signInAdmin();
    const onClosed = jest.fn();
    renderWithTheme(<DeleteUser id="00000000-0000-4000-8000-000000000000" onClosed={onClosed} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete user' })).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });
});
