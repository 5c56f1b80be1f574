import type { Gender, User } from '@hr/contracts';
import type { FieldErrors } from '@hr/ui/forms';
import type { CreateUserRequest } from '../api/create-user';
import type { UpdateUserRequest } from '../api/update-user';
import { adminText } from '@admin/i18n';
import {
  ACCOUNT_LABELS,
  ACCOUNT_TEXT_KEYS,
  accountCore,
  accountFormErrors,
  accountName,
  accountToForm,
  accountWards,
  emptyAccountText,
  type AccountTextKey,
  type AccountTextValues,
} from '@admin/utils/account-form';

/** What the create and edit forms hold: strings, '' meaning empty ('Prefer not to say'). */
export interface UserFormValues extends AccountTextValues {
  gender: Gender | '';
  /** The supervisor's id; '' for none. The wards (empty: any ward) are the collector's. */
  supervisorId: string;
}

export const emptyUserForm: UserFormValues = { ...emptyAccountText, gender: '', supervisorId: '' };

export function userToForm(user: User): UserFormValues {
  return {
    ...accountToForm(user),
    gender: user.gender ?? '',
    supervisorId: user.supervisor?.id ?? '',
  };
}

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string => accountName(user);

export function passwordsMismatch(value: UserFormValues): boolean {
  return value.password !== value.confirmPassword;
}

/** The text fields (all but the choices), also the wire names the server's messages start with. */
export type UserTextKey = AccountTextKey;
export const USER_TEXT_KEYS = ACCOUNT_TEXT_KEYS;
export const USER_LABELS = ACCOUNT_LABELS;

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
  const errors = accountFormErrors(value, REQUIRED[mode]);
  if (mode === 'create' && !errors.confirmPassword && passwordsMismatch(value)) {
    errors.confirmPassword = adminText('userFields.mismatch');
  }
  return errors;
}

/** Create: the optional gender, email, wards and supervisor are left out when empty. */
export function toCreateBody(value: UserFormValues): CreateUserRequest {
  const email = value.email.trim();
  const wards = accountWards(value);
  return {
    ...accountCore(value),
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
  return {
    ...accountCore(value),
    gender: value.gender || null,
    email: value.email.trim() || null,
    // Always sent: the form shows both, so what it holds is what the admin wants (none: any ward).
    wards: accountWards(value),
    supervisorId: value.supervisorId || null,
    ...(value.password ? { password: value.password } : {}),
  };
}
