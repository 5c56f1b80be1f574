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
/** Ward numbers run 1 to WARD_MAX; an account has at most WARDS_MAX of them. */
export const WARD_MAX = 999;
export const WARDS_MAX = 50;
/** The wizard offers a collector's wards as a choice up to this many, a text field beyond. */
export const WARD_CHOICE_MAX = 20;
/** The office's roles: an admin does everything; a supervisor works within their wards. */
export const OFFICE_ROLES = ['admin', 'supervisor'] as const;
/** The duplicate-household search answers at most this many matches. */
export const DUPLICATE_MATCHES_MAX = 5;

/** Every action the activity log knows, exactly as stored and filtered (server and screens). */
export const AUDIT_ACTIONS = [
  'auth.login.succeeded',
  'auth.login.failed',
  'auth.login.locked',
  // A second factor (issue 39): a refused code, enrolment, removal, an admin's reset.
  'auth.mfa.failed',
  'mfa.enrolled',
  'mfa.removed',
  'mfa.reset',
  'mfa.recovery_codes_created',
  'recovery_code.used',
  'otp.sent',
  'otp.verified',
  'otp.failed',
  'person.created',
  'person.updated',
  'person.deleted',
  'person.viewed',
  'person.reviewed',
  // Duplicate pairs (issue 41): "Not a duplicate", and a merge (on the kept record).
  'duplicate.dismissed',
  'person.merged',
  'people.exported',
  'user.created',
  'user.updated',
  'user.password_reset',
  'user.sign_in_unlocked',
  'office_account.sign_in_unlocked',
  'user.deleted',
  'supervisor.created',
  'supervisor.updated',
  'supervisor.password_reset',
  'supervisor.deleted',
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

/** A person's review state (issue 30): new or edited by its collector, checked, sent back. */
export const REVIEW_STATUSES = ['pending', 'verified', 'needs_correction'] as const;
/** The office's comment on a review: required for needs_correction, at most this long. */
export const REVIEW_COMMENT_MAX = 500;
/** POST /admin/people/review: at most this many people in one call. */
export const REVIEW_BULK_MAX = 100;

/**
 * The quality flags the server computes and stores on each person (issue 30): no parsable GPS;
 * more than QUALITY_FAR_KM from its ward's median once the ward has 10 others located; one of 5
 * or more saved by one collector within 30 m and an hour; a likely duplicate in its ward.
 */
export const QUALITY_FLAGS = ['no_location', 'far_from_ward', 'same_spot', 'possible_duplicate'] as const;
/** The `flag=` filter: one flag, or `any` (flagged at all: the screens' "Flagged"). */
export const QUALITY_FLAG_FILTERS = [...QUALITY_FLAGS, 'any'] as const;

/** Duplicate pairs (issue 41): the office's queue of likely duplicate households. */
export const DUPLICATE_PAIR_STATUSES = ['open', 'dismissed', 'merged'] as const;
/**
 * Why two records were paired: the name always matched (similar_name); the father's name the
 * same (after spelling keys) or alike; a phone or WhatsApp number in common; the same area;
 * within 30 m of each other; the same household size.
 */
export const DUPLICATE_PAIR_REASONS = [
  'similar_name',
  'same_father_name',
  'similar_father_name',
  'same_phone',
  'same_area',
  'same_spot',
  'same_household_size',
] as const;
/** The fields a merge may take from either side (the phone too: both were verified). */
export const MERGE_FIELDS = [
  'name',
  'fatherName',
  'wardNo',
  'areaName',
  'phone',
  'whatsappNumber',
  'householdSize',
  'religion',
  'caste',
  'gpsLocation',
] as const;
export const DUPLICATE_PAIR_PAGE_SIZE_MAX = 100;
export const DUPLICATE_PAIR_PAGE_SIZE_DEFAULT = 20;
export const DUPLICATE_PAIR_COMMENT_MAX = 500;
