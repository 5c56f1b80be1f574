import type { Queryable } from '../types';

export interface LiveCode {
  userId: string;
  secondsLeft: number;
}

/** A code for this phone that is still usable (not expired, not used up). */
export async function findLiveCode(db: Queryable, phone: string, maxAttempts: number): Promise<LiveCode | undefined> {
  const [row] = await db.query<LiveCode>(
    `SELECT user_id AS "userId", ceil(extract(epoch FROM expires_at - clock_timestamp()))::int AS "secondsLeft"
     FROM otp_codes WHERE phone = $1 AND expires_at > clock_timestamp() AND attempts < $2`,
    [phone, maxAttempts],
  );
  return row;
}

/**
 * Stores a new code for the phone, replacing an older one only when that one is no longer
 * usable (expired or tried too often). False when a live code is there: of two concurrent
 * sends, one wins.
 */
export async function putCode(
  db: Queryable,
  c: { phone: string; userId: string; codeHash: string; ttlSeconds: number; maxAttempts: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO otp_codes AS o (phone, user_id, code_hash, attempts, expires_at, created_at)
     VALUES ($1, $2, $3, 0, clock_timestamp() + make_interval(secs => $4), clock_timestamp())
     ON CONFLICT (phone) DO UPDATE SET user_id = excluded.user_id, code_hash = excluded.code_hash,
       attempts = 0, expires_at = excluded.expires_at, created_at = excluded.created_at
     WHERE o.expires_at <= clock_timestamp() OR o.attempts >= $5
     RETURNING phone`,
    [c.phone, c.userId, c.codeHash, c.ttlSeconds, c.maxAttempts],
  );
  return rows.length > 0;
}

export async function deleteCode(db: Queryable, phone: string, codeHash?: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM otp_codes WHERE phone = $1 AND ($2::text IS NULL OR code_hash = $2) RETURNING phone',
    [phone, codeHash ?? null],
  );
  return rows.length > 0;
}

export interface Attempt {
  codeHash: string;
  attempts: number;
  expired: boolean;
}

/**
 * Counts one try against this collector's code for the phone and returns it. Counting first, in
 * one statement, means parallel guesses cannot get more than the allowed number of tries.
 */
export async function countAttempt(db: Queryable, phone: string, userId: string): Promise<Attempt | undefined> {
  const [row] = await db.query<Attempt>(
    `UPDATE otp_codes SET attempts = attempts + CASE WHEN expires_at > clock_timestamp() THEN 1 ELSE 0 END
     WHERE phone = $1 AND user_id = $2
     RETURNING code_hash AS "codeHash", attempts, expires_at <= clock_timestamp() AS expired`,
    [phone, userId],
  );
  return row;
}

/** Marks the phone verified for this collector for `ttlSeconds`. */
export async function putVerification(db: Queryable, phone: string, userId: string, ttlSeconds: number) {
  await db.query(
    `INSERT INTO phone_verifications (phone, user_id, expires_at)
     VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3))
     ON CONFLICT (phone, user_id) DO UPDATE SET expires_at = excluded.expires_at`,
    [phone, userId, ttlSeconds],
  );
}

/** Uses up the collector's verification of the phone; false when there is none (or expired). */
export async function consumeVerification(db: Queryable, phone: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM phone_verifications WHERE phone = $1 AND user_id = $2
     RETURNING expires_at > clock_timestamp() AS live`,
    [phone, userId],
  );
  return (rows[0] as { live?: boolean } | undefined)?.live === true;
}

/** Housekeeping: codes expired more than `graceSeconds` ago; returns how many. */
export async function purgeExpiredCodes(db: Queryable, graceSeconds: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM otp_codes WHERE expires_at <= clock_timestamp() - make_interval(secs => $1) RETURNING 1 AS gone`,
    [graceSeconds],
  );
  return rows.length;
}

/** Housekeeping: verifications no longer usable; returns how many. */
export async function purgeExpiredVerifications(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM phone_verifications WHERE expires_at <= clock_timestamp() RETURNING 1 AS gone');
  return rows.length;
}
