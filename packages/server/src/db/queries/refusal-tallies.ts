import type { Queryable } from '../types';

/**
 * Counts one refusal under `key` for the window ending at `endsAt` (seconds since 1970), in one
 * statement: of parallel refusals exactly one sees 1, the first. `event` is kept from the first.
 */
export async function countRefusal(db: Queryable, key: string, endsAt: number, event: object): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO refusal_tallies AS t (key, count, started_at, ends_at, event)
     VALUES ($1, 1, clock_timestamp(), to_timestamp($2), $3::jsonb)
     ON CONFLICT (key) DO UPDATE SET count = t.count + 1
     RETURNING count`,
    [key, endsAt, JSON.stringify(event)],
  );
  return row!.count;
}

export interface EndedTally {
  count: number;
  startedAt: Date;
  endsAt: Date;
  event: Record<string, unknown>;
}

/**
 * Deletes the tallies whose window is over and returns them. Several instances may run it at
 * once: each row is returned to one of them.
 */
export async function takeEndedTallies(db: Queryable): Promise<EndedTally[]> {
  return db.query<EndedTally>(
    `DELETE FROM refusal_tallies WHERE ends_at <= clock_timestamp()
     RETURNING count, started_at AS "startedAt", ends_at AS "endsAt", event`,
  );
}
