import type { User } from '@hr/contracts';
import { ConfirmDialog, useAction } from '@hr/ui';
import { deleteUser } from '../api/delete-user';
import { fullName } from '../utils/user-form';

export interface DeleteUserDialogProps {
  user: User;
  /** Reloads the lists; the dialog stays busy until the new list is in. */
  onDeleted(): Promise<void>;
  onClose(): void;
}

export function DeleteUserDialog({ user, onDeleted, onClose }: DeleteUserDialogProps) {
  const action = useAction();
  const confirm = async () => {
    const ok = await action.run(async () => {
      await deleteUser(user.id);
      await onDeleted();
    }, 'Failed to delete user');
    if (ok) onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete user"
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {`Delete ${fullName(user)}? All people added by this user will be deleted too.`}
    </ConfirmDialog>
  );
}
