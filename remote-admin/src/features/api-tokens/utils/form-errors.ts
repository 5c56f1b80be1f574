import { errorCode, errorMessage } from '@hr/api';

export interface TokenFormErrors {
  name?: string;
  expiresInDays?: string;
  /** Anything not about one field (the connection, the session). */
  form?: string;
}

const FIELDS = ['name', 'expiresInDays'] as const;

/**
 * Where a failed create shows its message: under the field it is about, else above the form.
 * A 400 names its parameter first ('expiresInDays must be at most 3650', see the server's
 * validation-messages.ts): the body has no field property, so the wire name is matched there.
 */
export function tokenFormErrors(error: unknown, fallback: string): TokenFormErrors {
  const message = errorMessage(error, fallback);
  const code = errorCode(error);
  if (code === 'API_TOKEN_NAME_TAKEN') return { name: message };
  if (code === 'VALIDATION_FAILED') {
    const field = FIELDS.find((f) => message.startsWith(`${f} `));
    if (field) return { [field]: message };
  }
  return { form: message };
}
