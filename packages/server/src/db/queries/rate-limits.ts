import type { Queryable } from '../types';

export interface Counter {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
  /** When the window resets, in seconds since 1970: names the window (see refusal tallies). */
  resetAt: number;
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
     RETURNING count, ceil(extract(epoch FROM reset_at - clock_timestamp()))::int AS "retryAfter",
       floor(extract(epoch FROM reset_at))::float8 AS "resetAt"`,
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

/**
 * Takes the turn kept under `key` when it is free, holding it for `holdSeconds`; otherwise says
 * how long until it is free. One statement takes it, so of parallel callers exactly one gets it.
 */
export async function takeTurn(
  db: Queryable,
  key: string,
  holdSeconds: number,
): Promise<{ taken: true } | { taken: false; retryAfter: number }> {
  const taken = await db.query(
    `INSERT INTO rate_limits AS r (key, count, reset_at)
     VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET count = r.count + 1, reset_at = excluded.reset_at
     WHERE r.reset_at <= clock_timestamp()
     RETURNING 1 AS taken`,
    [key, holdSeconds],
  );
  if (taken.length > 0) return { taken: true };
  const [row] = await db.query<{ retryAfter: number }>(
    `SELECT ceil(extract(epoch FROM reset_at - clock_timestamp()))::int AS "retryAfter"
     FROM rate_limits WHERE key = $1`,
    [key],
  );
  // Freed between the two statements (window over, or cleared): the caller may simply try again.
  return { taken: false, retryAfter: Math.max(1, row?.retryAfter ?? 1) };
}

export interface LiveCounter {
  key: string;
  count: number;
  secondsLeft: number;
}

/** The counters whose window is still running: `key` itself and every `key:…` under it. */
export async function liveCountersUnder(db: Queryable, key: string): Promise<LiveCounter[]> {
  return db.query<LiveCounter>(
    `SELECT key, count, ceil(extract(epoch FROM reset_at - clock_timestamp()))::int AS "secondsLeft"
     FROM rate_limits
     WHERE (key = $1 OR left(key, length($1) + 1) = $1 || ':') AND reset_at > clock_timestamp()`,
    [key],
  );
}

/** Deletes `key` and every `key:…` under it (an administrator cleared them); returns how many. */
export async function clearCountersUnder(db: Queryable, key: string): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rate_limits WHERE key = $1 OR left(key, length($1) + 1) = $1 || ':' RETURNING 1 AS gone`,
    [key],
  );
  return rows.length;
}

/** Housekeeping: drops windows that are over; returns how many. */
export async function purgeExpired(db: Queryable): Promise<number> {
  const rows = await db.query(
    'DELETE FROM rate_limits WHERE reset_at <= clock_timestamp() RETURNING 1 AS gone',
  );
  return rows.length;
}
