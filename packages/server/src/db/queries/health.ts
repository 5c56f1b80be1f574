import type { Queryable } from '../types';

/** A real round trip to the database (not just "a pool exists"). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** A restored copy's sanity check: it opens and holds the migrations' bookkeeping table. */
export async function countAppliedMigrations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  return row?.n ?? 0;
}
