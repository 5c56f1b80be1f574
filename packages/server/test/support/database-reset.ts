// A migrated database emptied in place, back to what its migrations left: the component tests'
// server keeps one embedded database open for every test file of a jest worker
// (test-support/server-child.ts) instead of opening a new copy of the template for each file,
// which takes about a second of a busy core. What the migrations wrote (rows and sequence
// positions) is saved once, in a schema of its own, and put back after each TRUNCATE.
import type { Db } from '../../src/db';

const SAVED = 'reset_saved';
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Saved {
  /** Every table of the app but the migrations' ledger. */
  tables: string[];
  /** The tables that had rows, with the columns an INSERT may write (not generated ones). */
  filled: { table: string; columns: string[] }[];
  /** Where each sequence stood: setval(name, value, isCalled) puts it back. */
  sequences: { name: string; value: string; isCalled: boolean }[];
}

async function save(db: Db): Promise<Saved> {
  const tableRows = await db.query<{ name: string; partition: boolean }>(
    `SELECT c.relname AS name, c.relispartition AS partition FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
      ORDER BY 1`,
  );
  const tables = tableRows.map((r) => r.name);
  // A partitioned table's rows are read and put back through it, not through its partitions.
  const partitions = new Set(tableRows.filter((r) => r.partition).map((r) => r.name));
  await db.query(`DROP SCHEMA IF EXISTS ${SAVED} CASCADE`);
  await db.query(`CREATE SCHEMA ${SAVED}`);
  const filled: Saved['filled'] = [];
  for (const table of tables) {
    if (partitions.has(table)) continue;
    const rows = await db.query(`SELECT 1 FROM public.${quote(table)} LIMIT 1`);
    if (rows.length === 0) continue;
    const columns = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    );
    await db.query(`CREATE TABLE ${SAVED}.${quote(table)} AS TABLE public.${quote(table)}`);
    filled.push({ table, columns: columns.map((c) => quote(c.name)) });
  }
  const sequences = await db.query<Saved['sequences'][number]>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name,
            coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS "isCalled"
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return { tables, filled, sequences };
}

/**
 * Saves what the migrations left in `db` (call it on a freshly migrated database, before an app
 * writes to it) and returns the function that empties it back to that.
 */
export async function resettable(db: Db): Promise<() => Promise<void>> {
  const saved = await save(db);
  return async () => {
    await db.transaction(async (tx) => {
      // As a replica applies changes: no trigger runs (the activity log's append-only guard
      // refuses a TRUNCATE; the counters' triggers would count the rows put back twice), no
      // foreign key is checked. The rows come back as they were.
      await tx.query(`SET LOCAL session_replication_role = replica`);
      if (saved.tables.length)
        await tx.query(`TRUNCATE ${saved.tables.map((t) => `public.${quote(t)}`).join(', ')}`);
      for (const { table, columns } of saved.filled) {
        const list = columns.join(', ');
        await tx.query(
          `INSERT INTO public.${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
             SELECT ${list} FROM ${SAVED}.${quote(table)}`,
        );
      }
      for (const { name, value, isCalled } of saved.sequences)
        await tx.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
          name,
          value,
          isCalled,
        ]);
    });
  };
}
