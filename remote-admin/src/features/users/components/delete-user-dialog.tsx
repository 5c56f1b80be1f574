import type { User } from '@hr/contracts';
import { ConfirmDialog } from '@hr/ui';
import { useAction } from '../../../hooks/use-action';
import { deleteUser } from '../api/delete-user';
import { fullName } from '../utils/user-form';

export interface DeleteUserDialogProps {
  user: User;
  onDeleted(): void;
  onCancel(): void;
}

export function DeleteUserDialog({ user, onDeleted, onCancel }: DeleteUserDialogProps) {
  const action = useAction();
  const confirm = async () => {
    if (action.busy) return;
    if (await action.run(() => deleteUser(user.id), 'Failed to delete user')) onDeleted();
  };
  return (
    <ConfirmDialog
      open
      title="Delete user"
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {`Delete ${fullName(user)}? All people added by this user will be deleted too.`}
    </ConfirmDialog>
  );
}
