import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vacuumDueTables } from './queries/table-upkeep';
import type { Db } from './types';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** Any fixed number: serialises concurrent starts of several API instances on one database. */
const MIGRATION_LOCK = 72_301_455;

/**
 * Applies `migrations/NNNN_name.sql` in order, each once, each in its own transaction. The same
 * files run on PGlite and PostgreSQL. Files are never edited after they land: add a new one.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: two instances starting at once on a new database would otherwise both
  // create the table (IF NOT EXISTS is not race-safe in PostgreSQL: a duplicate key error).
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const [before] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM schema_migrations',
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (seen.length > 0) return false;
      // The whole file as one script: the database parses it, so a ';' inside a string or a
      // function body is never mistaken for the end of a statement.
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  // A migration that rewrote rows of an existing database (an UPDATE of every person) leaves
  // them dead: on PGlite, which has no autovacuum, the tables it made due are vacuumed now (the
  // counts are this process's: PGlite forgets them when it closes). PostgreSQL's autovacuum
  // does it there. A new database's tables are small: nothing to do.
  if (db.kind === 'pglite' && applied.length > 0 && (before?.n ?? 0) > 0) await vacuumDueTables(db);
  return applied;
}
