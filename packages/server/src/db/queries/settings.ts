import type { Queryable } from '../types';

/**
 * The stored value of `key`, storing `candidate` first when there is none. Race-safe: when
 * several instances start at once, the first insert wins and every one reads the winner.
 */
export async function getOrCreateSetting(
  db: Queryable,
  key: string,
  candidate: string,
): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    candidate,
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  return rows[0]!.value;
}
