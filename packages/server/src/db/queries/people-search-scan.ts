import type { Queryable } from '../types';

/** Past any block number (a tid's block is 32 bits). */
const LAST_BLOCK = 2 ** 32 - 1;

/** Heap blocks read per statement: about 70,000 people, 60-100 ms on PGlite. */
export const SCAN_BLOCKS = 2048;

/**
 * Whether a search is counted by scanScope: on PGlite, across all collectors, for a text the
 * trigram index cannot narrow. pg_trgm finds no trigram in fewer than three characters, so
 * every match of 'su' is found by reading the whole table: at 1,000,000 people the page and the
 * count of 'su', which matches nobody, took 3.1 s (EXPLAIN ANALYZE, 27 Nov 2026), and PGlite's
 * one connection held every other request behind that statement, among them the search the
 * same box sent next ('sun', 10 ms on its own): 3.5-5.5 s from the keystroke to the table
 * (issue 31). One collector's people are few and found through people_created_by_idx.
 */
export function needsScan(kind: string | undefined, q: string | undefined, createdBy: string | undefined) {
  return kind === 'pglite' && !!q && [...q].length < 3 && !createdBy;
}

/**
 * The ids of up to `limit` people matching `conditions` (over `people p`, parameters from $1),
 * read in slices of `blocks` heap blocks (a TID range scan each), one statement per slice:
 * what is queued on the connection runs between two slices, and the scan stops, answering
 * undefined, once `signal` aborts (the client went: a newer search replaced this one).
 * A person changed between two slices may be seen twice (counted once) or, added to a block
 * already read, missed: the count is as of each slice, not of one instant.
 */
export async function scanMatches(
  db: Queryable,
  conditions: string[],
  params: unknown[],
  limit: number,
  signal?: AbortSignal,
  blocks = SCAN_BLOCKS,
): Promise<string[] | undefined> {
  const [size] = await db.query<{ blocks: number }>(
    `SELECT (pg_relation_size('people') / current_setting('block_size')::int)::int AS blocks`,
  );
  const n = params.length;
  const where = [`p.ctid >= $${n + 1}::tid AND p.ctid < $${n + 2}::tid`, ...conditions].join(' AND ');
  const ids = new Set<string>();
  for (let from = 0; ids.size < limit; from += blocks) {
    if (signal?.aborted) return undefined;
    // The last slice is open-ended: people added at the table's end during the scan are read.
    const to = from + blocks >= size!.blocks ? LAST_BLOCK : from + blocks;
    const [row] = await db.query<{ ids: string[] }>(
      `SELECT coalesce(array_agg(m.id), '{}') AS ids
       FROM (SELECT p.id FROM people p WHERE ${where} LIMIT $${n + 3}) m`,
      [...params, `(${from},0)`, `(${to},0)`, limit - ids.size],
    );
    for (const id of row!.ids) ids.add(id);
    if (to === LAST_BLOCK) break;
  }
  return [...ids];
}
