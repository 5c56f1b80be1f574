import type { Person } from '@hr/contracts';
import { ConfirmDialog } from '@hr/ui';
import { useAction } from '../../../hooks/use-action';
import { deletePerson } from '../api/delete-person';

export interface DeletePersonDialogProps {
  person: Person;
  onDeleted(): void;
  onCancel(): void;
}

export function DeletePersonDialog({ person, onDeleted, onCancel }: DeletePersonDialogProps) {
  const action = useAction();
  const confirm = async () => {
    if (action.busy) return;
    if (await action.run(() => deletePerson(person.id), 'Failed to delete person')) onDeleted();
  };
  return (
    <ConfirmDialog
      open
      title="Delete person"
      busy={action.busy}
      error={action.error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {`Delete ${person.name}? This action cannot be undone.`}
    </ConfirmDialog>
  );
}
