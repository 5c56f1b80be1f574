import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, ReadDb } from './types';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR; migrated. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
