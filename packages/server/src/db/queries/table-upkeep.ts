import type { Queryable } from '../types';

/**
 * The table upkeep's SQL (issue 46, item 4): what PostgreSQL's autovacuum does, for PGlite, which
 * has no background workers. A table is due when its counts since the last VACUUM or ANALYZE pass
 * autovacuum's default thresholds (PostgreSQL 15-18 docs, "The Autovacuum Daemon"): dead rows over
 * 50 + 20 % of the table, changed rows over 50 + 10 %, inserted rows over 1,000 + 20 % (the last
 * keeps the visibility map, which index-only counts and deep pages need, up to date).
 */
export const THRESHOLDS = {
  vacuum: { base: 50, scale: 0.2 },
  analyze: { base: 50, scale: 0.1 },
  insert: { base: 1000, scale: 0.2 },
} as const;

export interface DueTable {
  table: string;
  deadRows: number;
  changedRows: number;
  insertedRows: number;
  rows: number;
}

/**
 * The connection's pending counts reported now: a backend reports them at most once a second, so
 * the last second's writes would be missed by a read of the counts, and added after a VACUUM's
 * own report (a table just vacuumed would show dead rows it no longer has). The function came
 * with PostgreSQL 15 (PGlite is 18); an older server reports a second later, which is all.
 */
async function flushCounts(db: Queryable): Promise<void> {
  const [v] = await db.query<{ n: number }>(
    `SELECT current_setting('server_version_num')::int AS n`,
  );
  if ((v?.n ?? 0) >= 150000) await db.query('SELECT pg_stat_force_next_flush()');
}

/** The tables of this schema that are due, most dead rows first. */
export async function tablesDue(db: Queryable): Promise<DueTable[]> {
  await flushCounts(db);
  const size = 'greatest(c.reltuples, 0)';
  const over = (column: string, t: { base: number; scale: number }) =>
    `s.${column} > ${t.base} + ${t.scale} * ${size}`;
  return db.query<DueTable>(
    `SELECT s.relname AS "table", s.n_dead_tup::int AS "deadRows", s.n_mod_since_analyze::int AS "changedRows",
            s.n_ins_since_vacuum::int AS "insertedRows", ${size}::float8 AS "rows"
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.schemaname = current_schema()
       AND (${over('n_dead_tup', THRESHOLDS.vacuum)} OR ${over('n_mod_since_analyze', THRESHOLDS.analyze)}
            OR ${over('n_ins_since_vacuum', THRESHOLDS.insert)})
     ORDER BY s.n_dead_tup DESC`,
  );
}

/**
 * VACUUM (ANALYZE) of one table: its dead rows' space reusable, its visibility map and planner
 * statistics fresh. Outside any transaction (VACUUM refuses to run in one). `table` comes from
 * the catalogue or the code, never from a request; quoted all the same.
 */
export async function vacuumAnalyze(db: Queryable, table: string): Promise<void> {
  await flushCounts(db);
  await db.query(`VACUUM (ANALYZE) "${table.replace(/"/g, '""')}"`);
}

/** Vacuums every table that is due; returns them with what each held. */
export async function vacuumDueTables(db: Queryable): Promise<(DueTable & { ms: number })[]> {
  const done: (DueTable & { ms: number })[] = [];
  for (const due of await tablesDue(db)) {
    const started = performance.now();
    await vacuumAnalyze(db, due.table);
    done.push({ ...due, ms: Math.round(performance.now() - started) });
  }
  return done;
}
