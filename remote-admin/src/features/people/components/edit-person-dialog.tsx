import { useState } from 'react';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { FormDialog, PersonForm, personToForm, useAction, useReligions } from '@hr/ui';
import { useUpdatePerson } from '../api/update-person';
import { toAdminUpdateBody } from '../utils/person-fields';

export interface EditPersonDialogProps {
  person: Person;
  onClose(): void;
}

/** Mounted only while editing: each opening starts from the person and fresh religions. */
export function EditPersonDialog({ person, onClose }: EditPersonDialogProps) {
  const [value, setValue] = useState(() => personToForm(person));
  const religions = useReligions();
  const action = useAction();
  const update = useUpdatePerson();

  const submit = async () => {
    // The dialog stays busy until the tables on screen show the change.
    const ok = await action.run(
      () => update.mutateAsync({ id: person.id, body: toAdminUpdateBody(value) }),
      'Failed to update person',
    );
    if (ok) onClose();
  };

  return (
    <FormDialog
      open
      title="Edit person"
      error={action.error}
      busy={action.busy}
      onSubmit={submit}
      onCancel={onClose}
    >
      <PersonForm
        value={value}
        onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
        religions={religions.religions}
        religionsLoading={religions.loading}
        religionsError={
          religions.error ? errorMessage(religions.error, 'Unable to load religions') : undefined
        }
        showPhone
        phoneReadOnly
        disabled={action.busy}
      />
    </FormDialog>
  );
}
