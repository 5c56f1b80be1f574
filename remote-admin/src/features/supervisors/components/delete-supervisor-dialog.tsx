import type { Supervisor } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui/dialogs';
import { useDeleteSupervisor } from '../api/delete-supervisor';
import { supervisorName } from '../utils/supervisor-form';
import { useAdminT } from '@admin/i18n';

export interface DeleteSupervisorDialogProps {
  supervisor: Supervisor;
  onClose(): void;
}

/** Says what stays: the collectors and their records (they only lose their supervisor). */
export function DeleteSupervisorDialog({ supervisor, onClose }: DeleteSupervisorDialogProps) {
  const remove = useDeleteSupervisor();
  const t = useAdminT();
  return (
    <ConfirmDeleteDialog
      title={t('supervisors.deleteTitle')}
      fallback={t('supervisors.deleteFailed')}
      doneMessage={t('supervisors.deleted')}
      onDelete={() => remove.mutateAsync(supervisor.id)}
      onClose={onClose}
    >
      {t('supervisors.deleteBody', { name: supervisorName(supervisor) })}
    </ConfirmDeleteDialog>
  );
}
