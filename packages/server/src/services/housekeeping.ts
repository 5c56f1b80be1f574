import type { Db, Queryable } from '../db';
import { pruneEventsBefore } from '../db/queries/audit';
import { purgeExpiredExportLinks } from '../db/queries/export-links';
import { purgeExpiredCodes, purgeExpiredVerifications } from '../db/queries/otp';
import { purgeExpired as purgeExpiredCounters } from '../db/queries/rate-limits';
import { logEndedTallies } from './refusal-log';

/**
 * An expired code is kept this long, so that verifying it still answers "OTP has expired" (the
 * collector's app resets its resend countdown on that word) rather than "No OTP has been
 * requested".
 */
export const EXPIRED_CODE_GRACE_SECONDS = 3600;

/**
 * Deletes what can no longer matter: codes past their grace, used-up verifications, sign-in and
 * send windows that are over, refusal tallies once their count is logged. Without it these tables
 * grow with every phone and client address ever seen. Several instances may run it at once: each
 * row is deleted by one of them.
 */
export async function purgeExpired(db: Db, auditRetentionDays?: number) {
  return {
    refusalTallies: await logEndedTallies(db),
    codes: await purgeExpiredCodes(db, EXPIRED_CODE_GRACE_SECONDS),
    verifications: await purgeExpiredVerifications(db),
    counters: await purgeExpiredCounters(db),
    auditEvents: auditRetentionDays === undefined ? 0 : await pruneAuditEvents(db, auditRetentionDays),
    exportLinks: await purgeExpiredExportLinks(db),
  };
}

/**
 * AUDIT_RETENTION_DAYS: the only deletion the activity log allows, and the server's only caller of
 * it. The oldest events go (a prefix of the chain), the chain is re-anchored on the last one
 * deleted, and an `audit.purged` event names the range (migrations 0011 and 0017). The database
 * refuses a cut-off within the period, by its own clock; the server's cut-off is a minute older
 * than the period's start, so a database clock a few seconds behind does not make it refuse.
 */
export async function pruneAuditEvents(db: Queryable, days: number): Promise<number> {
  return pruneEventsBefore(db, new Date(Date.now() - days * 86_400_000 - 60_000), days);
}
