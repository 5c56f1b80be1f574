/** A problem the user can act on: a status and a message for the `{ message }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
}

/** '45 seconds', '1 minute', '14 minutes': for messages that say when to retry. */
export function humanSeconds(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** Unique constraints (see migrations) and what a user should read when one is hit. */
const UNIQUE_MESSAGES: Record<string, string> = {
  people_phone_key: 'This phone number is already registered',
  users_phone_key: 'A user with this phone number already exists',
  admins_email_key: 'An admin with this email already exists',
  admins_phone_key: 'An admin with this phone number already exists',
  religions_name_key: 'A religion with this name already exists',
  castes_religion_name_key: 'A caste with this name already exists for this religion',
};

const FOREIGN_KEY_MESSAGES: Record<string, HttpError> = {
  castes_religion_id_fkey: notFound('Religion not found'),
  people_created_by_fkey: unauthorized('Session expired, please sign in again'),
  otp_codes_user_id_fkey: unauthorized('Session expired, please sign in again'),
  phone_verifications_user_id_fkey: unauthorized('Session expired, please sign in again'),
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
  const { code, constraint } = error as PgError;
  if (code === '23505') {
    return conflict(UNIQUE_MESSAGES[constraint ?? ''] ?? 'This record already exists');
  }
  if (code === '23503') {
    return FOREIGN_KEY_MESSAGES[constraint ?? ''] ?? badRequest('A referenced record does not exist');
  }
  if (code === '22P02') return badRequest('Invalid id');
  // The input guard refuses such text per field; this is the net under it.
  if (code === '22021' || code === '22P05') return badRequest('A value contains invalid characters');
  if (code === '23514') return badRequest('A value is out of range');
  return error;
}
