import { parseWards, requiredMessage, wardsToText, type FieldErrors } from '@hr/ui/forms';
import { adminText } from '@admin/i18n';

// What the collector form (features/users) and the supervisor form (features/supervisors) share:
// both edit an account with a name, phone, email, password and wards, and send it trimmed.

/** The text fields of an account form, as typed; also the wire names of the server's messages. */
export interface AccountTextValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** "3, 4" or "1-3": read by parseWards on submit. */
  wards: string;
}
export type AccountTextKey = keyof AccountTextValues;

export const ACCOUNT_TEXT_KEYS: readonly AccountTextKey[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'wards',
];

export const emptyAccountText: AccountTextValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  wards: '',
};

/** An account's saved values in the form (no password: a new one is typed or none). */
export const accountToForm = (account: {
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | null;
  wards?: number[] | null;
}): AccountTextValues => ({
  ...emptyAccountText,
  firstName: account.firstName,
  lastName: account.lastName,
  phone: account.phone,
  email: account.email ?? '',
  wards: wardsToText(account.wards ?? []),
});

/** The `admin` text of each field's label. */
export const ACCOUNT_LABELS: Record<AccountTextKey, string> = {
  firstName: 'userFields.firstName',
  lastName: 'userFields.lastName',
  phone: 'userFields.phone',
  email: 'userFields.email',
  password: 'userFields.password',
  confirmPassword: 'userFields.confirmPassword',
  wards: 'wards.label',
};
export const accountLabel = (key: AccountTextKey): string => adminText(ACCOUNT_LABELS[key]);

export const accountName = (a: { firstName: string; lastName: string }): string =>
  `${a.firstName} ${a.lastName}`.trim();

/**
 * The required fields left empty (names and phone trimmed; a password of spaces is still a
 * password), each with its 'is required' message, and the wards text when it is not a list.
 */
export function accountFormErrors(
  value: AccountTextValues,
  required: readonly AccountTextKey[],
): FieldErrors<AccountTextKey> {
  const errors: FieldErrors<AccountTextKey> = {};
  for (const key of required) {
    const empty = key.toLowerCase().includes('password') ? value[key] === '' : !value[key].trim();
    if (empty) errors[key] = requiredMessage(accountLabel(key));
  }
  const wards = parseWards(value.wards);
  if (!wards.ok) errors.wards = wards.message;
  return errors;
}

/** The wards as the API takes them (the form checked the text before anything is sent). */
export const accountWards = (value: AccountTextValues): number[] => {
  const parsed = parseWards(value.wards);
  return parsed.ok ? parsed.wards : [];
};

/** The name and phone as sent: trimmed. */
export const accountCore = (value: AccountTextValues) => ({
  firstName: value.firstName.trim(),
  lastName: value.lastName.trim(),
  phone: value.phone.trim(),
});
