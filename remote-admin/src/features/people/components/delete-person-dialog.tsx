import type { Person } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui/dialogs';
import { useDeletePerson } from '../api/delete-person';
import { useAdminT } from '@admin/i18n';

export interface DeletePersonDialogProps {
  person: Person;
  onClose(): void;
}

export function DeletePersonDialog({ person, onClose }: DeletePersonDialogProps) {
  const remove = useDeletePerson();
  const t = useAdminT();
  // The dialog stays busy until the tables on screen no longer show the row.
  return (
    <ConfirmDeleteDialog
      title={t('people.deleteTitle')}
      fallback={t('people.deleteFailed')}
      doneMessage={t('people.deleted')}
      onDelete={() => remove.mutateAsync(person.id)}
      onClose={onClose}
    >
      {t('people.deleteBody', { name: person.name })}
    </ConfirmDeleteDialog>
  );
}
