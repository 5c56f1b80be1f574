import type { Queryable } from '../types';

export interface Counter {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Adds one to a fixed-window counter and returns it, atomically (one statement, so concurrent
 * API instances count correctly).
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

/** The current count (0 when none or the window has passed). */
export async function peek(db: Queryable, key: string): Promise<Counter> {
  const [row] = await db.query<Counter>(
    `SELECT count, ceil(extract(epoch FROM reset_at - clock_timestamp()))::int AS "retryAfter"
     FROM rate_limits WHERE key = $1 AND reset_at > clock_timestamp()`,
    [key],
  );
  return row ?? { count: 0, retryAfter: 0 };
}

export async function clear(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Housekeeping: drops windows that are over. */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE reset_at <= clock_timestamp()');
}
