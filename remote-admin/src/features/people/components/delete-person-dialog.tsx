import type { Person } from '@hr/contracts';
import { ConfirmDialog, useAction } from '@hr/ui';
import { useDeletePerson } from '../api/delete-person';

export interface DeletePersonDialogProps {
  person: Person;
  onClose(): void;
}

export function DeletePersonDialog({ person, onClose }: DeletePersonDialogProps) {
  const action = useAction();
  const remove = useDeletePerson();
  const confirm = async () => {
    // The dialog stays busy until the tables on screen no longer show the row.
    const ok = await action.run(() => remove.mutateAsync(person.id), 'Failed to delete person');
    if (ok) onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete person"
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {`Delete ${person.name}? This action cannot be undone.`}
    </ConfirmDialog>
  );
}
