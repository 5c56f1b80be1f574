import type { Db } from '../db';
import {
  dropPairsNotFound,
  findPairsInRange,
  keyRanges,
  pairsPassStart,
  rebuildKeys,
} from '../db/queries/duplicate-pairs';
import { batchEnds, computeWardCentres, recomputeFlagsBatch } from '../db/queries/people-quality';
import { bumpReviewVersion } from '../db/queries/people-review';
import { vacuumAnalyze } from '../db/queries/table-upkeep';

/** People per statement: a few seconds each at most, so a running server's writes wait little. */
export const RECOMPUTE_BATCH = 10_000;

export interface RecomputeProgress {
  phase: 'wards' | 'pairs' | 'people' | 'vacuum';
  done: number;
  total: number;
}

/**
 * Recomputes every person's quality flags (`npm run quality:recompute`): first every ward's centre,
 * then the duplicate pairs set-based (every person's blocking keys rebuilt, then the couples that
 * share a key, one range of the keys' hash space per statement: PAIR_PARTS statements whatever
 * the size; open pairs not found again are dropped, decided ones kept), then the people in
 * batches of RECOMPUTE_BATCH in id order, each batch one transaction (a failure keeps what the
 * finished batches did; running it again starts over and converges).
 * Ends with VACUUM (ANALYZE) of people when flags changed: the rewritten rows' dead versions
 * otherwise made PGlite's map and deep pages 4x slower until a vacuum (issue 46: 9 s at 1,000,000).
 * Returns how many people's flags changed.
 */
export async function recomputeQuality(
  db: Db,
  farMetres: number,
  onProgress: (p: RecomputeProgress) => void = () => undefined,
): Promise<{ people: number; changed: number }> {
  onProgress({ phase: 'wards', done: 0, total: 1 });
  await db.transaction((tx) => computeWardCentres(tx));
  onProgress({ phase: 'wards', done: 1, total: 1 });
  await findAllPairs(db, onProgress);
  const { ends, total } = await batchEnds(db, RECOMPUTE_BATCH);
  let changed = 0;
  let from: string | null = null;
  for (const [i, to] of ends.entries()) {
    changed += await db.transaction((tx) => recomputeFlagsBatch(tx, from, to, farMetres));
    from = to;
    onProgress({ phase: 'people', done: Math.min(total, (i + 1) * RECOMPUTE_BATCH), total });
  }
  await bumpReviewVersion(db);
  onProgress({ phase: 'vacuum', done: 0, total: 1 });
  // The keys were rewritten whole; people only when flags changed.
  await vacuumAnalyze(db, 'duplicate_keys');
  await vacuumAnalyze(db, 'duplicate_pairs');
  if (changed > 0) await vacuumAnalyze(db, 'people');
  onProgress({ phase: 'vacuum', done: 1, total: 1 });
  return { people: total, changed };
}

/** Statements of the pairs' pass: each reads 1/PAIR_PARTS of the keys. */
export const PAIR_PARTS = 16;

async function findAllPairs(db: Db, onProgress: (p: RecomputeProgress) => void): Promise<void> {
  onProgress({ phase: 'pairs', done: 0, total: PAIR_PARTS + 1 });
  await db.transaction((tx) => rebuildKeys(tx));
  // Pairs found from now on are current; an open pair found before and not again is dropped.
  const now = await pairsPassStart(db);
  for (const [i, [from, to]] of keyRanges(PAIR_PARTS).entries()) {
    await db.transaction((tx) => findPairsInRange(tx, from, to, now));
    onProgress({ phase: 'pairs', done: i + 1, total: PAIR_PARTS + 1 });
  }
  await db.transaction((tx) => dropPairsNotFound(tx, now));
  onProgress({ phase: 'pairs', done: PAIR_PARTS + 1, total: PAIR_PARTS + 1 });
}
