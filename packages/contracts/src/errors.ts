/**
 * Every error code the API answers, with its default message: the one list both sides import.
 * An error body is always `{ message, code }`. Front ends branch on `code`, never on the text,
 * and the translations of the next issue are keyed by it. Where a message carries a detail
 * (a field name, seconds to wait, attempts left) the server overrides the default below; the
 * default is what a translation starts from. Keep the texts equal to the spec's.
 */
export const ERROR_MESSAGES = {
  // Input: any 400 that names a parameter ('name is required', 'pageSize must be at most 100',
  // 'phone is not a valid phone number', 'Invalid person id', 'Email or phone contains invalid
  // characters'). The message is built from the field.
  VALIDATION_FAILED: 'Invalid request',
  BAD_REQUEST: 'Client Error',
  INVALID_JSON: 'Request body is not valid JSON',
  EMPTY_BODY: 'Request body must not be empty',
  UNSUPPORTED_MEDIA_TYPE: 'Content type must be application/json',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  HEADERS_TOO_LARGE: 'Exceeded maximum allowed HTTP header size',
  REQUEST_TIMEOUT: 'Client Timeout',
  // What the database refuses (per constraint where a user can act on it).
  INVALID_ID: 'Invalid id',
  INVALID_CHARACTERS: 'A value contains invalid characters',
  VALUE_OUT_OF_RANGE: 'A value is out of range',
  REFERENCE_NOT_FOUND: 'A referenced record does not exist',
  DUPLICATE_RECORD: 'This record already exists',
  PHONE_ALREADY_REGISTERED: 'This phone number is already registered',
  USER_PHONE_TAKEN: 'A user with this phone number already exists',
  ADMIN_EMAIL_TAKEN: 'An admin with this email already exists',
  ADMIN_PHONE_TAKEN: 'An admin with this phone number already exists',
  ACCOUNT_PHONE_TAKEN: 'An account with this phone number already exists',
  ACCOUNT_EMAIL_TAKEN: 'An account with this email already exists',
  RELIGION_NAME_TAKEN: 'A religion with this name already exists',
  CASTE_NAME_TAKEN: 'A caste with this name already exists for this religion',
  API_TOKEN_NAME_TAKEN: 'An API token with this name already exists',
  // Sessions and roles.
  AUTH_REQUIRED: 'Authentication required',
  INVALID_CREDENTIALS: 'Invalid credentials',
  SESSION_EXPIRED: 'Session expired, please sign in again',
  SESSION_INVALID: 'Invalid session, please sign in again',
  FORBIDDEN: 'Forbidden',
  // A second factor (issue 39): the sign-in's second step, enrolment and removal.
  INVALID_CODE: 'The code is not correct',
  CHALLENGE_EXPIRED: 'The sign-in has expired. Please sign in again.',
  PASSWORD_INCORRECT: 'The password is not correct',
  PASSKEY_INVALID: 'The passkey could not be verified',
  MFA_NOT_ENROLLED: 'Set up an authenticator app or a passkey first',
  // Wards (issue 38): a supervisor's scope, a collector's assigned wards.
  OUTSIDE_SCOPE: 'This is outside your wards',
  WARD_NOT_ASSIGNED: 'This ward is not one of your wards',
  LOGIN_RATE_LIMITED: 'Too many failed sign-in attempts. Try again later.',
  // API tokens (Authorization: Bearer hr_...): one answer for unknown, revoked and expired.
  API_TOKEN_INVALID: 'API token is invalid, expired or revoked',
  API_TOKEN_RATE_LIMITED: 'Too many requests with this API token. Try again later.',
  // Records.
  NOT_FOUND: 'Not found',
  PERSON_NOT_FOUND: 'Person not found',
  PERSON_MERGED: 'This record was merged into another record',
  DUPLICATE_PAIR_NOT_FOUND: 'Duplicate pair not found',
  DUPLICATE_PAIR_DECIDED: 'This pair has already been decided',
  CONFLICT: 'These records changed since you read them. Reload and try again.',
  USER_NOT_FOUND: 'User not found',
  SUPERVISOR_NOT_FOUND: 'Supervisor not found',
  ACCOUNT_NOT_FOUND: 'Account not found',
  PASSKEY_NOT_FOUND: 'Passkey not found',
  RELIGION_NOT_FOUND: 'Religion not found',
  CASTE_NOT_FOUND: 'Caste not found',
  EXPORT_LINK_GONE: 'Download link is invalid, used or expired',
  API_TOKEN_NOT_FOUND: 'API token not found',
  // Phone verification.
  PHONE_NOT_VERIFIED: 'Phone number has not been verified',
  OTP_ALREADY_SENT: 'An OTP was already sent to this phone number. Try again shortly.',
  OTP_PHONE_RATE_LIMITED: 'Too many OTP requests for this phone number. Try again later.',
  OTP_USER_RATE_LIMITED: 'You have requested too many OTPs. Try again later.',
  OTP_SEND_FAILED: 'Failed to send OTP',
  OTP_NOT_REQUESTED: 'No OTP has been requested for this phone number. Please request a new one.',
  OTP_EXPIRED: 'OTP has expired. Please request a new one.',
  OTP_INVALID: 'Invalid OTP.',
  OTP_ATTEMPTS_EXHAUSTED: 'Too many incorrect attempts. Please request a new OTP.',
  // The server itself.
  METHOD_NOT_ALLOWED: 'Method not allowed',
  NOT_ACCEPTABLE: 'Not acceptable',
  RATE_LIMITED: 'Too many requests',
  SERVICE_UNAVAILABLE: 'Service Unavailable',
  DATABASE_UNAVAILABLE: 'The database is not available. Try again shortly.',
  INTERNAL: 'Internal server error',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every failed API call. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
