/**
 * Plain values the front ends need at run time. This module imports nothing, so a bundle that
 * uses it does not pull in the schema library (front ends import only types from the index).
 */

/** 'Prefer not to say' in the UI is `null` on the wire. */
export const GENDERS = ['Female', 'Male', 'Other'] as const;

/** The client's resend countdown when the server gives no positive `expiresIn`. */
export const DEFAULT_RESEND_SECONDS = 60;

export const HOUSEHOLD_SIZE_MIN = 1;
