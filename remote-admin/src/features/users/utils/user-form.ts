import type { Gender, User } from '@hr/contracts';
import type { CreateUserRequest } from '../api/create-user';
import type { UpdateUserRequest } from '../api/update-user';

/** What the create and edit forms hold: strings, '' meaning empty ('Prefer not to say'). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  gender: Gender | '';
  password: string;
  confirmPassword: string;
}

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  gender: '',
  password: '',
  confirmPassword: '',
};

export function userToForm(user: User): UserFormValues {
  return {
    ...emptyUserForm,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    email: user.email ?? '',
    gender: user.gender ?? '',
  };
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function passwordsMismatch(value: UserFormValues): boolean {
  return value.password !== value.confirmPassword;
}

/** Create: the optional gender and email are left out when empty. */
export function toCreateBody(value: UserFormValues): CreateUserRequest {
  const email = value.email.trim();
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    phone: value.phone.trim(),
    password: value.password,
    ...(value.gender ? { gender: value.gender } : {}),
    ...(email ? { email } : {}),
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
    ...(value.password ? { password: value.password } : {}),
  };
}
