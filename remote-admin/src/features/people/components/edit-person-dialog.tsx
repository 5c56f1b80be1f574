import { useState } from 'react';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { FormDialog, PersonForm, personToForm, useAction, useReligions } from '@hr/ui';
import { updatePerson } from '../api/update-person';
import { toAdminUpdateBody } from '../utils/person-rows';

export interface EditPersonDialogProps {
  person: Person;
  /** Reloads the lists; the dialog stays busy until the new list is in. */
  onSaved(): Promise<void>;
  onClose(): void;
}

/** Mounted only while editing: each opening starts from the person and fresh religions. */
export function EditPersonDialog({ person, onSaved, onClose }: EditPersonDialogProps) {
  const [value, setValue] = useState(() => personToForm(person));
  const religions = useReligions();
  const action = useAction();

  const submit = async () => {
    const ok = await action.run(async () => {
      await updatePerson(person.id, toAdminUpdateBody(value));
      await onSaved();
    }, 'Failed to update person');
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
