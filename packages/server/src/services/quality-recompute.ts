import type { Db } from '../db';
import {
  batchEnds,
  computeWardCentres,
  createRecomputeIndex,
  dropRecomputeIndex,
  recomputeFlagsBatch,
} from '../db/queries/people-quality';
import { bumpReviewVersion } from '../db/queries/people-review';
import { vacuumAnalyze } from '../db/queries/table-upkeep';

/** People per statement: a few seconds each at most, so a running server's writes wait little. */
export const RECOMPUTE_BATCH = 10_000;

export interface RecomputeProgress {
  phase: 'wards' | 'people' | 'vacuum';
  done: number;
  total: number;
}

/**
 * Recomputes every person's quality flags (`npm run quality:recompute`): first every ward's centre,
 * then the people in batches of RECOMPUTE_BATCH in id order, each batch one transaction (a
 * failure keeps what the finished batches did; running it again starts over and converges).
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
  const { ends, total } = await batchEnds(db, RECOMPUTE_BATCH);
  await createRecomputeIndex(db);
  let changed = 0;
  try {
    let from: string | null = null;
    for (const [i, to] of ends.entries()) {
      changed += await db.transaction((tx) =>
        recomputeFlagsBatch(tx, db.kind, from, to, farMetres),
      );
      from = to;
      onProgress({ phase: 'people', done: Math.min(total, (i + 1) * RECOMPUTE_BATCH), total });
    }
    await bumpReviewVersion(db);
  } finally {
    await dropRecomputeIndex(db);
  }
  if (changed > 0) {
    onProgress({ phase: 'vacuum', done: 0, total: 1 });
    await vacuumAnalyze(db, 'people');
    onProgress({ phase: 'vacuum', done: 1, total: 1 });
  }
  return { people: total, changed };
}
