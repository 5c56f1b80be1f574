import type { Queryable } from '../types';

export interface Counter {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Adds one to a fixed-window counter and returns the new count, in one statement: every caller,
 * on any API instance, gets a different count, so of N requests arriving at once exactly the first
 * `limit` see a count within it. Used to reserve an attempt before doing the limited work.
 */
export async function hit(db: Queryable, key: string, windowSeconds: number): Promise<Counter> {
  const [row] = await db.query<Counter>(
    `INSERT INTO rate_limits AS r (key, count, reset_at)
     VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
       reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE r.reset_at END
     RETURNING count, ceil(extract(epoch FROM reset_at - clock_timestamp()))::int AS "retryAfter"`,
    [key, windowSeconds],
  );
  return row!;
}

/** Gives back one reserved attempt (it was refused, or it did not count as a failure). */
export async function release(db: Queryable, key: string): Promise<void> {
  await db.query(
    `UPDATE rate_limits SET count = count - 1
     WHERE key = $1 AND count > 0 AND reset_at > clock_timestamp()`,
    [key],
  );
}

/** Housekeeping: drops windows that are over; returns how many. */
export async function purgeExpired(db: Queryable): Promise<number> {
  const rows = await db.query(
    'DELETE FROM rate_limits WHERE reset_at <= clock_timestamp() RETURNING 1 AS gone',
  );
  return rows.length;
}
