import type { User } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui/dialogs';
import { useDeleteUser } from '../api/delete-user';
import { fullName } from '../utils/user-form';
import { useAdminT } from '@admin/i18n';

export interface DeleteUserDialogProps {
  user: User;
  onClose(): void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const t = useAdminT();
  return (
    <ConfirmDeleteDialog
      title={t('users.deleteTitle')}
      fallback={t('users.deleteFailed')}
      doneMessage={t('users.deleted')}
      onDelete={() => remove.mutateAsync(user.id)}
      onClose={onClose}
    >
      {t('users.deleteBody', { name: fullName(user) })}
    </ConfirmDeleteDialog>
  );
}
