import type { User } from '@hr/contracts';
import { ConfirmDialog, useAction } from '@hr/ui';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from '../utils/user-form';

export interface DeleteUserDialogProps {
  user: User;
  onClose(): void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const action = useAction();
  const remove = useDeleteUser();
  const confirm = async () => {
    const ok = await action.run(async () => {
      await remove.mutateAsync(user.id);
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
