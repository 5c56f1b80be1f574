import type { Person } from '@hr/contracts';
import { ConfirmDeleteDialog } from '@hr/ui';
import { useDeletePerson } from '../api/delete-person';

export interface DeletePersonDialogProps {
  person: Person;
  onClose(): void;
}

export function DeletePersonDialog({ person, onClose }: DeletePersonDialogProps) {
  const remove = useDeletePerson();
  // The dialog stays busy until the tables on screen no longer show the row.
  return (
    <ConfirmDeleteDialog
      title="Delete person"
      fallback="Failed to delete person"
      doneMessage="Person deleted"
      onDelete={() => remove.mutateAsync(person.id)}
      onClose={onClose}
    >
      {`Delete ${person.name}? This action cannot be undone.`}
    </ConfirmDeleteDialog>
  );
}
