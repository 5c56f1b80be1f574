import { useState } from 'react';
import { useAction } from '@hr/ui/page';
import { useFieldChecks } from '@hr/ui/forms';
import { USER_TEXT_KEYS, userFormErrors, type UserFormValues } from '../utils/user-form';

/**
 * State of the Create User form and the Edit user dialog: values, the errors under each field
 * (the form's own checks, and a server message about one field), the error for the alert above
 * the form (any other failure), and the focus on the first invalid field after a refused submit.
 */
export function useUserForm(initial: UserFormValues, mode: 'create' | 'edit') {
  const [value, setValue] = useState(initial);
  const action = useAction();
  const checks = useFieldChecks(USER_TEXT_KEYS);
  const shown = checks.withServer(action.error, action.cause);

  const onChange = (next: UserFormValues) => {
    setValue(next);
    checks.recheck(userFormErrors(next, mode));
    if (shown.field && next[shown.field] !== value[shown.field]) action.clearError();
  };

  /** Checks, then runs `work`; nothing is sent while a field is invalid. Resolves true on success. */
  const submit = async (work: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    if (action.busy || !checks.check(userFormErrors(value, mode))) return false;
    const ok = await action.run(work, fallback);
    if (!ok) checks.focusFirstInvalid();
    return ok;
  };

  return {
    value,
    setValue,
    onChange,
    errors: shown.errors,
    /** For the alert above the form: a failure that is about no one field. */
    formError: shown.formError,
    busy: action.busy,
    formRef: checks.formRef,
    submit,
  };
}
