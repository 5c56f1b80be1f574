import type { CreateSupervisorBody, Supervisor, UpdateSupervisorBody } from '@hr/contracts';
import { parseWards, requiredMessage, wardsToText, type FieldErrors } from '@hr/ui/forms';
import { adminText } from '@admin/i18n';

/** What the Add and Edit Supervisor dialogs hold: strings, as typed. */
export interface SupervisorFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** "3, 4" or "1-3": read by parseWards on submit. */
  wards: string;
}

/** The form's keys: also the wire names the server's 400 messages start with ('wards must ...'). */
export type SupervisorFieldKey = keyof SupervisorFormValues;
export const SUPERVISOR_FIELDS: readonly SupervisorFieldKey[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'wards',
];

export const emptySupervisorForm: SupervisorFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  wards: '',
};

export function supervisorToForm(supervisor: Supervisor): SupervisorFormValues {
  return {
    ...emptySupervisorForm,
    firstName: supervisor.firstName,
    lastName: supervisor.lastName,
    phone: supervisor.phone,
    email: supervisor.email ?? '',
    wards: wardsToText(supervisor.wards),
  };
}

export const supervisorName = (s: Pick<Supervisor, 'firstName' | 'lastName'>): string =>
  `${s.firstName} ${s.lastName}`.trim();

/** The `admin` text of each field's label (the collector form's, where they are the same). */
const LABELS: Record<Exclude<SupervisorFieldKey, 'wards'>, string> = {
  firstName: 'userFields.firstName',
  lastName: 'userFields.lastName',
  phone: 'userFields.phone',
  email: 'userFields.email',
  password: 'userFields.password',
  confirmPassword: 'userFields.confirmPassword',
};
export const supervisorLabel = (key: SupervisorFieldKey): string =>
  key === 'wards' ? adminText('wards.label') : adminText(LABELS[key]);

/**
 * What stops a submit before anything is sent: the required fields, a password mismatch (on
 * create, or when a new one is typed on edit) and a wards text that is not 1 to 50 wards.
 */
export function supervisorFormErrors(
  value: SupervisorFormValues,
  mode: 'create' | 'edit',
): FieldErrors<SupervisorFieldKey> {
  const errors: FieldErrors<SupervisorFieldKey> = {};
  for (const key of ['firstName', 'lastName', 'phone'] as const) {
    if (!value[key].trim()) errors[key] = requiredMessage(supervisorLabel(key));
  }
  if (mode === 'create') {
    if (value.password === '') errors.password = requiredMessage(supervisorLabel('password'));
    if (value.confirmPassword === '')
      errors.confirmPassword = requiredMessage(supervisorLabel('confirmPassword'));
  }
  if (!errors.confirmPassword && value.password !== value.confirmPassword)
    errors.confirmPassword = adminText('userFields.mismatch');
  const wards = parseWards(value.wards);
  if (!wards.ok) errors.wards = wards.message;
  else if (wards.wards.length === 0) errors.wards = requiredMessage(supervisorLabel('wards'));
  return errors;
}

const wardsOf = (value: SupervisorFormValues): number[] => {
  const parsed = parseWards(value.wards);
  return parsed.ok ? parsed.wards : [];
};

/** Create: an empty email is left out. */
export function toCreateSupervisorBody(value: SupervisorFormValues): CreateSupervisorBody {
  const email = value.email.trim();
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    phone: value.phone.trim(),
    password: value.password,
    wards: wardsOf(value),
    ...(email ? { email } : {}),
  };
}

/** Edit: an empty email goes as null (cleared); the password only when a new one was typed. */
export function toUpdateSupervisorBody(value: SupervisorFormValues): UpdateSupervisorBody {
  const email = value.email.trim();
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    phone: value.phone.trim(),
    email: email || null,
    wards: wardsOf(value),
    ...(value.password ? { password: value.password } : {}),
  };
}
