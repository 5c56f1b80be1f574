import { ERROR_MESSAGES, type ErrorCode } from '@hr/contracts/errors';
import { DatabaseUnavailableError } from './db/types';

/**
 * The status each code answers with. Typed over the whole catalogue, so a code added to
 * `@hr/contracts` does not compile here until it has a status.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  EMPTY_BODY: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  INVALID_ID: 400,
  INVALID_CHARACTERS: 400,
  VALUE_OUT_OF_RANGE: 400,
  REFERENCE_NOT_FOUND: 400,
  DUPLICATE_RECORD: 409,
  PHONE_ALREADY_REGISTERED: 409,
  USER_PHONE_TAKEN: 409,
  ADMIN_EMAIL_TAKEN: 409,
  ADMIN_PHONE_TAKEN: 409,
  ACCOUNT_PHONE_TAKEN: 409,
  ACCOUNT_EMAIL_TAKEN: 409,
  RELIGION_NAME_TAKEN: 409,
  CASTE_NAME_TAKEN: 409,
  API_TOKEN_NAME_TAKEN: 409,
  AUTH_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  SESSION_INVALID: 401,
  FORBIDDEN: 403,
  INVALID_CODE: 400,
  CHALLENGE_EXPIRED: 401,
  PASSWORD_INCORRECT: 400,
  PASSKEY_INVALID: 400,
  MFA_NOT_ENROLLED: 409,
  OUTSIDE_SCOPE: 403,
  WARD_NOT_ASSIGNED: 400,
  LOGIN_RATE_LIMITED: 429,
  API_TOKEN_INVALID: 401,
  API_TOKEN_RATE_LIMITED: 429,
  NOT_FOUND: 404,
  PERSON_NOT_FOUND: 404,
  PERSON_MERGED: 410,
  DUPLICATE_PAIR_NOT_FOUND: 404,
  DUPLICATE_PAIR_DECIDED: 409,
  CONFLICT: 409,
  USER_NOT_FOUND: 404,
  SUPERVISOR_NOT_FOUND: 404,
  ACCOUNT_NOT_FOUND: 404,
  PASSKEY_NOT_FOUND: 404,
  RELIGION_NOT_FOUND: 404,
  CASTE_NOT_FOUND: 404,
  EXPORT_LINK_GONE: 404,
  API_TOKEN_NOT_FOUND: 404,
  PHONE_NOT_VERIFIED: 403,
  OTP_ALREADY_SENT: 429,
  OTP_PHONE_RATE_LIMITED: 429,
  OTP_USER_RATE_LIMITED: 429,
  OTP_SEND_FAILED: 502,
  OTP_NOT_REQUESTED: 400,
  OTP_EXPIRED: 400,
  OTP_INVALID: 400,
  OTP_ATTEMPTS_EXHAUSTED: 400,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * A problem the user can act on: a catalogue code, its status, and the message for the
 * `{ message, code }` body (the catalogue's default unless a detail is spelled out).
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly headers: Record<string, string> = {},
    /** More of the body than `{ message, code }` (410 PERSON_MERGED's `mergedInto`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A 400 naming the parameter: 'pageSize must be at most 100'. */
export const invalidInput = (message: string) => new HttpError('VALIDATION_FAILED', message);

export const httpError = (code: ErrorCode, message?: string) => new HttpError(code, message);

export function tooManyRequests(code: ErrorCode, message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(code, message, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
}

/** '45 seconds', '1 minute', '14 minutes': for messages that say when to retry. */
export function humanSeconds(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** Unique constraints (see migrations) and what a user should read when one is hit. */
const UNIQUE_CODES: Record<string, ErrorCode> = {
  people_phone_key: 'PHONE_ALREADY_REGISTERED',
  users_phone_key: 'USER_PHONE_TAKEN',
  admins_email_key: 'ADMIN_EMAIL_TAKEN',
  admins_phone_key: 'ADMIN_PHONE_TAKEN',
  religions_name_key: 'RELIGION_NAME_TAKEN',
  castes_religion_name_key: 'CASTE_NAME_TAKEN',
  api_tokens_name_key: 'API_TOKEN_NAME_TAKEN',
};

/** A missing parent: the religion of a new caste, or the account a session stands for. */
const FOREIGN_KEY_CODES: Record<string, ErrorCode> = {
  castes_religion_id_fkey: 'RELIGION_NOT_FOUND',
  people_created_by_fkey: 'SESSION_EXPIRED',
  otp_codes_user_id_fkey: 'SESSION_EXPIRED',
  phone_verifications_user_id_fkey: 'SESSION_EXPIRED',
};

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * The one place that turns PostgreSQL errors into user-facing ones (the database enforces
 * uniqueness and references; concurrent writers meet here). Unknown errors stay as they are.
 */
export function translateDbError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  if (error instanceof DatabaseUnavailableError) return httpError('DATABASE_UNAVAILABLE');
  const { code, constraint } = error as PgError;
  if (code === '23505') return httpError(UNIQUE_CODES[constraint ?? ''] ?? 'DUPLICATE_RECORD');
  if (code === '23503') return httpError(FOREIGN_KEY_CODES[constraint ?? ''] ?? 'REFERENCE_NOT_FOUND');
  if (code === '22P02') return httpError('INVALID_ID');
  // The input guard refuses such text per field; this is the net under it.
  if (code === '22021' || code === '22P05') return httpError('INVALID_CHARACTERS');
  if (code === '23514') return httpError('VALUE_OUT_OF_RANGE');
  return error;
}
