/**
 * Plain values the front ends need at run time. This module imports nothing, so a bundle that
 * uses it does not pull in the schema library (front ends import only types from the index).
 */

/** 'Prefer not to say' in the UI is `null` on the wire. */
export const GENDERS = ['Female', 'Male', 'Other'] as const;

/** The client's resend countdown when the server gives no positive `expiresIn`. */
export const DEFAULT_RESEND_SECONDS = 60;

export const HOUSEHOLD_SIZE_MIN = 1;

/** Sortable columns of the people search (spec: Name, Phone, Ward; createdAt is the default). */
export const PEOPLE_SORT_KEYS = ['name', 'phone', 'wardNo', 'createdAt'] as const;
export const PEOPLE_PAGE_SIZE_MAX = 100;
export const PEOPLE_PAGE_SIZE_DEFAULT = 10;
/** People search totals are exact up to this many matches; above it `totalCapped` is true. */
export const PEOPLE_COUNT_CAP = 10_000;

/** The admin dashboard's registrations chart: this many days, today included. */
export const REGISTRATION_DAYS = 30;
/** The duplicate-household search answers at most this many matches. */
export const DUPLICATE_MATCHES_MAX = 5;

/** Every action the activity log knows, exactly as stored and filtered (server and screens). */
export const AUDIT_ACTIONS = [
  'auth.login.succeeded',
  'auth.login.failed',
  'auth.login.locked',
  'otp.sent',
  'otp.verified',
  'otp.failed',
  'person.created',
  'person.updated',
  'person.deleted',
  'person.viewed',
  'people.exported',
  'user.created',
  'user.updated',
  'user.password_reset',
  'user.sign_in_unlocked',
  'user.deleted',
  'religion.created',
  'religion.updated',
  'religion.deleted',
  'caste.created',
  'caste.updated',
  'caste.deleted',
  'api_token.created',
  'api_token.revoked',
  'audit.purged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a report counts by: `caste` within its religion, `day`/`month` in the office's zone. */
export const REPORT_GROUPS = [
  'ward',
  'area',
  'religion',
  'caste',
  'collector',
  'day',
  'month',
] as const;

/** The most clusters plus points one answer of GET /admin/people/map carries. */
export const MAP_ITEMS_MAX = 2000;
