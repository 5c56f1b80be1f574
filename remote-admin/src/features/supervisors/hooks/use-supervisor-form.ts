import { useState } from 'react';
import { useAction } from '@hr/ui/page';
import { useFieldChecks } from '@hr/ui/forms';
import {
  SUPERVISOR_FIELDS,
  supervisorFormErrors,
  type SupervisorFormValues,
} from '../utils/supervisor-form';

/**
 * State of the Add and Edit Supervisor dialogs, as the collector forms keep theirs: values, the
 * errors under each field (the form's checks, and a server 400 about one field, e.g. `wards`),
 * the alert's error (any other failure: a 409 on the phone goes under the phone by its code).
 */
export function useSupervisorForm(initial: SupervisorFormValues, mode: 'create' | 'edit') {
  const [value, setValue] = useState(initial);
  const action = useAction();
  const checks = useFieldChecks(SUPERVISOR_FIELDS);
  const shown = checks.withServer(action.error, action.cause);

  const onChange = (next: SupervisorFormValues) => {
    setValue(next);
    checks.recheck(supervisorFormErrors(next, mode));
    if (shown.field && next[shown.field] !== value[shown.field]) action.clearError();
  };

  /** Checks, then runs `work`; resolves true on success. */
  const submit = async (work: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    if (action.busy || !checks.check(supervisorFormErrors(value, mode))) return false;
    const ok = await action.run(work, fallback);
    if (!ok) checks.focusFirstInvalid();
    return ok;
  };

  return {
    value,
    onChange,
    errors: shown.errors,
    formError: shown.formError,
    busy: action.busy,
    formRef: checks.formRef,
    submit,
  };
}
