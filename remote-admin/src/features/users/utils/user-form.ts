import type { Gender, User } from '@hr/contracts';
import { parseWards, requiredMessage, wardsToText, type FieldErrors } from '@hr/ui/forms';
import type { CreateUserRequest } from '../api/create-user';
import type { UpdateUserRequest } from '../api/update-user';
import { adminText } from '@admin/i18n';

/** What the create and edit forms hold: strings, '' meaning empty ('Prefer not to say'). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  gender: Gender | '';
  password: string;
  confirmPassword: string;
  /** The wards the collector may register in, as typed ("3, 4", "1-3"); empty: any ward. */
  wards: string;
  /** The supervisor's id; '' for none. */
  supervisorId: string;
}

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  gender: '',
  password: '',
  confirmPassword: '',
  wards: '',
  supervisorId: '',
};

export function userToForm(user: User): UserFormValues {
  return {
    ...emptyUserForm,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email ?? '',
    gender: user.gender ?? '',
    wards: wardsToText(user.wards ?? []),
    supervisorId: user.supervisor?.id ?? '',
  };
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function passwordsMismatch(value: UserFormValues): boolean {
  return value.password !== value.confirmPassword;
}

/** The text fields (all but the choices), also the wire names the server's messages start with. */
export type UserTextKey = Exclude<keyof UserFormValues, 'gender' | 'supervisorId'>;
export const USER_TEXT_KEYS: readonly UserTextKey[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'wards',
];

/** The `admin` text of each field's label. */
export const USER_LABELS: Record<UserTextKey, string> = {
  firstName: 'userFields.firstName',
  lastName: 'userFields.lastName',
  phone: 'userFields.phone',
  email: 'userFields.email',
  password: 'userFields.password',
  confirmPassword: 'userFields.confirmPassword',
  wards: 'wards.label',
};

const REQUIRED: Record<'create' | 'edit', readonly UserTextKey[]> = {
  create: ['firstName', 'lastName', 'phone', 'password', 'confirmPassword'],
  edit: ['firstName', 'lastName', 'phone'],
};

/**
 * What stops a submit before anything is sent: the spec's required fields (names and phone
 * trimmed; a password of spaces is still a password) and, on create, 'Passwords do not match'.
 */
export function userFormErrors(
  value: UserFormValues,
  mode: 'create' | 'edit',
): FieldErrors<UserTextKey> {
  const errors: FieldErrors<UserTextKey> = {};
  for (const key of REQUIRED[mode]) {
    const empty = key.toLowerCase().includes('password') ? value[key] === '' : !value[key].trim();
    if (empty) errors[key] = requiredMessage(adminText(USER_LABELS[key]));
  }
  if (mode === 'create' && !errors.confirmPassword && passwordsMismatch(value)) {
    errors.confirmPassword = adminText('userFields.mismatch');
  }
  const wards = parseWards(value.wards);
  if (!wards.ok) errors.wards = wards.message;
  return errors;
}

/** The wards as the API takes them (the form checked the text before anything is sent). */
const wardsOf = (value: UserFormValues): number[] => {
  const parsed = parseWards(value.wards);
  return parsed.ok ? parsed.wards : [];
};

/** Create: the optional gender, email, wards and supervisor are left out when empty. */
export function toCreateBody(value: UserFormValues): CreateUserRequest {
  const email = value.email.trim();
  const wards = wardsOf(value);
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    phone: value.phone.trim(),
    password: value.password,
    ...(value.gender ? { gender: value.gender } : {}),
    ...(email ? { email } : {}),
    ...(wards.length ? { wards } : {}),
    ...(value.supervisorId ? { supervisorId: value.supervisorId } : {}),
  };
}

/**
 * Edit: gender and email go as null when empty (so they can be cleared); the password only
 * when the admin typed one, since an absent password keeps the current one.
 */
export function toUpdateBody(value: UserFormValues): UpdateUserRequest {
  const email = value.email.trim();
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    phone: value.phone.trim(),
    gender: value.gender || null,
    email: email || null,
    // Always sent: the form shows both, so what it holds is what the admin wants (none: any ward).
    wards: wardsOf(value),
    supervisorId: value.supervisorId || null,
    ...(value.password ? { password: value.password } : {}),
  };
}
