import type { Queryable } from '../db';
import { purgeExpiredCodes, purgeExpiredVerifications } from '../db/queries/otp';
import { purgeExpired as purgeExpiredCounters } from '../db/queries/rate-limits';

/**
 * An expired code is kept this long, so that verifying it still answers "OTP has expired" (the
 * collector's app resets its resend countdown on that word) rather than "No OTP has been
 * requested".
 */
export const EXPIRED_CODE_GRACE_SECONDS = 3600;

/**
 * Deletes what can no longer matter: codes past their grace, used-up verifications, sign-in and
 * send windows that are over. Without it these tables grow with every phone and client address
 * ever seen. Several instances may run it at once: each row is deleted by one of them.
 */
export async function purgeExpired(db: Queryable) {
  return {
    codes: await purgeExpiredCodes(db, EXPIRED_CODE_GRACE_SECONDS),
    verifications: await purgeExpiredVerifications(db),
    counters: await purgeExpiredCounters(db),
  };
}
