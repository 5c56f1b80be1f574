import type { User } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from '../utils/user-form';

export interface DeleteUserDialogProps {
  user: User;
  onClose(): void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      title="Delete user"
      fallback="Failed to delete user"
      doneMessage="User deleted"
      onDelete={() => remove.mutateAsync(user.id)}
      onClose={onClose}
    >
      {`Delete ${fullName(user)}? All people added by this user will be deleted too.`}
    </ConfirmDeleteDialog>
  );
}
