import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';
import { freshPostgresDb, onPostgres } from './test-app';

export interface EmptyDatabase {
  db: Db;
  /** A folder of the test's own (migration files it writes), removed with the database. */
  dir: string;
  close(): Promise<void>;
}

/**
 * A database with nothing in it, not even the migrations, for tests of the migration runner and
 * of one migration over data saved before it: a new PGlite folder, or (TEST_DATABASE_URL set) a
 * new database on that server, dropped by `close()`.
 */
export async function openEmptyDatabase(prefix: string): Promise<EmptyDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  let drop: (() => Promise<void>) | undefined;
  let db: Db;
  if (onPostgres) {
    const fresh = await freshPostgresDb(process.env.TEST_DATABASE_URL!);
    drop = fresh.drop;
    db = await openPostgres(fresh.url);
  } else {
    db = await openPglite(path.join(dir, 'data'));
  }
  return {
    db,
    dir,
    async close() {
      await db.close();
      await drop?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
