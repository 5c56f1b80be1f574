import type { Person } from '@hr/contracts';
import { ConfirmDialog, useAction } from '@hr/ui';
import { deletePerson } from '../api/delete-person';

export interface DeletePersonDialogProps {
  person: Person;
  /** Reloads the lists; the dialog stays busy until the new list is in. */
  onDeleted(): Promise<void>;
  onClose(): void;
}

export function DeletePersonDialog({ person, onDeleted, onClose }: DeletePersonDialogProps) {
  const action = useAction();
  const confirm = async () => {
    const ok = await action.run(async () => {
      await deletePerson(person.id);
      await onDeleted();
    }, 'Failed to delete person');
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
