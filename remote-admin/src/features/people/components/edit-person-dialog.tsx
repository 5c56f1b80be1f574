import { useState } from 'react';
import type { Person } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { useAction } from '@hr/ui/page';
import { useNotify } from '@hr/ui/feedback';
import { useFieldChecks } from '@hr/ui/forms';
import { FormDialog } from '@hr/ui/dialogs';
import {
  DuplicateWarning,
  PERSON_FIELDS,
  PersonForm,
  personFormErrors,
  personToForm,
  useDuplicateCheck,
  useReligions,
} from '@hr/ui/person';
import { useUpdatePerson } from '../api/update-person';
import { useFindDuplicates } from '../api/find-duplicates';
import { toAdminUpdateBody } from '../utils/person-fields';
import { useAdminT } from '@admin/i18n';

export interface EditPersonDialogProps {
  person: Person;
  onClose(): void;
}

/** Mounted only while editing: each opening starts from the person and fresh religions. */
export function EditPersonDialog({ person, onClose }: EditPersonDialogProps) {
  const [value, setValue] = useState(() => personToForm(person));
  const religions = useReligions();
  const action = useAction();
  const checks = useFieldChecks(PERSON_FIELDS);
  const shown = checks.withServer(action.error, action.cause);
  const update = useUpdatePerson();
  const notify = useNotify();
  const t = useAdminT();
  const duplicates = useDuplicateCheck(useFindDuplicates().mutateAsync);
  // Busy also while the warning is open: FormDialog focuses its Save button when busy ends, which
  // must happen on 'Go back' (focus back in the form), not as the warning opens (it would take
  // the focus, and with it the screen reader's view, back from the warning).
  const busy = action.busy || duplicates.checking || duplicates.warning.matches.length > 0;

  const submit = () => {
    if (busy || !checks.check(personFormErrors(value, religions.religions))) return;
    const { name, fatherName, wardNo, areaName } = value;
    // The record itself is no duplicate of its own edit.
    void duplicates.run({ name, fatherName, wardNo, areaName, excludeId: person.id }, () => {
      void save();
    });
  };

  const save = async () => {
    // The dialog stays busy until the tables on screen show the change.
    const ok = await action.run(
      () => update.mutateAsync({ id: person.id, body: toAdminUpdateBody(value) }),
      t('people.updateFailed'),
    );
    if (!ok) {
      checks.focusFirstInvalid();
      return;
    }
    notify(t('people.updated'));
    onClose();
  };

  return (
    <FormDialog
      open
      title={t('people.editTitle')}
      error={shown.formError}
      busy={busy}
      onSubmit={submit}
      onCancel={onClose}
      formRef={checks.formRef}
    >
      <PersonForm
        value={value}
        onChange={(patch) => {
          const next = { ...value, ...patch };
          setValue((v) => ({ ...v, ...patch }));
          checks.recheck(personFormErrors(next, religions.religions));
          if (shown.field && shown.field in patch) action.clearError();
        }}
        religions={religions.religions}
        religionsLoading={religions.loading}
        religionsError={
          religions.error ? errorMessage(religions.error, t('people.religionsFailed')) : undefined
        }
        showPhone
        phoneReadOnly
        disabled={busy}
        errors={shown.errors}
      />
      {/* No link: an admin opens people from All People, which has no page per record. */}
      <DuplicateWarning {...duplicates.warning} />
    </FormDialog>
  );
}
