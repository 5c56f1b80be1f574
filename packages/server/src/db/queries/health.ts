import type { Queryable } from '../types';

/** A real round trip to the database (not just "a pool exists"). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
