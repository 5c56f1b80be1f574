import type { CreateSupervisorBody, Supervisor, UpdateSupervisorBody } from '@hr/contracts';
import { requiredMessage, type FieldErrors } from '@hr/ui/forms';
import { adminText } from '@admin/i18n';
import {
  ACCOUNT_TEXT_KEYS,
  accountCore,
  accountFormErrors,
  accountLabel,
  accountName,
  accountToForm,
  accountWards,
  emptyAccountText,
  type AccountTextKey,
  type AccountTextValues,
} from '@admin/utils/account-form';

/** What the Add and Edit Supervisor dialogs hold: strings, as typed. */
export type SupervisorFormValues = AccountTextValues;

/** The form's keys: also the wire names the server's 400 messages start with ('wards must ...'). */
export type SupervisorFieldKey = AccountTextKey;
export const SUPERVISOR_FIELDS = ACCOUNT_TEXT_KEYS;

export const emptySupervisorForm: SupervisorFormValues = emptyAccountText;

export const supervisorToForm = (supervisor: Supervisor): SupervisorFormValues =>
  accountToForm(supervisor);

export const supervisorName = (s: Pick<Supervisor, 'firstName' | 'lastName'>): string =>
  accountName(s);

/** Each field's label (the collector form's). */
export const supervisorLabel = accountLabel;

/**
 * What stops a submit before anything is sent: the required fields, a password mismatch (on
 * create, or when a new one is typed on edit) and a wards text that is not 1 to 50 wards.
 */
export function supervisorFormErrors(
  value: SupervisorFormValues,
  mode: 'create' | 'edit',
): FieldErrors<SupervisorFieldKey> {
  const required: readonly SupervisorFieldKey[] =
    mode === 'create'
      ? ['firstName', 'lastName', 'phone', 'password', 'confirmPassword']
      : ['firstName', 'lastName', 'phone'];
  const errors = accountFormErrors(value, required);
  if (!errors.confirmPassword && value.password !== value.confirmPassword)
    errors.confirmPassword = adminText('userFields.mismatch');
  if (!errors.wards && accountWards(value).length === 0)
    errors.wards = requiredMessage(accountLabel('wards'));
  return errors;
}

/** Create: an empty email is left out. */
export function toCreateSupervisorBody(value: SupervisorFormValues): CreateSupervisorBody {
  const email = value.email.trim();
  return {
    ...accountCore(value),
    password: value.password,
    wards: accountWards(value),
    ...(email ? { email } : {}),
  };
}

/** Edit: an empty email goes as null (cleared); the password only when a new one was typed. */
export function toUpdateSupervisorBody(value: SupervisorFormValues): UpdateSupervisorBody {
  return {
    ...accountCore(value),
    email: value.email.trim() || null,
    wards: accountWards(value),
    ...(value.password ? { password: value.password } : {}),
  };
}
