import type { Db, Queryable } from '../db';
import {
  countDemoPeople,
  createIndexes,
  dropIndex,
  insertDemoCollectors,
  insertDemoPeople,
  insertDemoSupervisors,
  insertLookup,
  refreshStatistics,
  secondaryPeopleIndexes,
  seedCounts,
} from '../db/queries/seed';
import { hashPassword } from '../lib/passwords';
import { recomputeQuality } from './quality-recompute';

export const DEMO_PASSWORD = 'Demo-Passw0rd';

const LOOKUPS: Record<string, string[]> = {
  Hindu: ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Other'],
  Muslim: ['Sunni', 'Shia', 'Other'],
  Christian: ['Catholic', 'Protestant', 'Orthodox'],
  Sikh: ['Jat', 'Khatri', 'Ramgarhia'],
  Buddhist: ['Navayana', 'Other'],
  Jain: ['Digambara', 'Svetambara'],
};
/** Every (religion, caste) pair, given to the people in turn. */
const PAIRS = Object.entries(LOOKUPS).flatMap(([r, cs]) => cs.map((c) => [r, c] as const));

/** Rows per INSERT: big enough to be cheap per row, small enough for a lively progress bar. */
const BATCH = 50_000;
/** From this many new people on, the secondary indexes are dropped and built after the load. */
const BULK_FROM = 100_000;

export { BULK_FROM };

export interface SeedResult {
  religions: number;
  collectors: number;
  peopleAdded: number;
  peopleTotal: number;
}

export interface SeedProgress {
  phase: 'people' | 'indexes' | 'analyze';
  done: number;
  total: number;
}

async function seedLookups(db: Queryable) {
  for (const [religion, castes] of Object.entries(LOOKUPS))
    await insertLookup(db, religion, castes);
}

async function seedAccounts(db: Queryable, collectors: number) {
  // One argon2 hash shared by every demo account: hashing 2,000 passwords would take a minute.
  const hash = await hashPassword(DEMO_PASSWORD);
  await insertDemoCollectors(db, collectors, hash);
  await insertDemoSupervisors(db, hash);
}

/**
 * Fills religions and castes, `collectors` demo collectors and up to `people` demo people spread
 * over them, with set-based statements (generate_series), on PGlite or PostgreSQL. Idempotent:
 * it tops up to the numbers asked and never duplicates (phones are fixed series). A big load runs
 * in one transaction with the secondary indexes dropped and rebuilt at the end (several times
 * faster than maintaining a trigram index row by row); a failure leaves the database as it was.
 * Below BULK_FROM new people the quality flags are computed too (see the end).
 */
export async function seedDemo(
  db: Db,
  opts: {
    people: number;
    collectors: number;
    onProgress?: (p: SeedProgress) => void;
    qualityFarMeters?: number;
    /**
     * false: no quality flags now, as after a bulk load (`npm run quality:recompute` computes
     * them), for a caller that needs the rows and not their flags; default true.
     */
    qualityFlags?: boolean;
  },
): Promise<SeedResult> {
  const progress = opts.onProgress ?? (() => undefined);
  await seedLookups(db);
  await seedAccounts(db, opts.collectors);

  const existing = await countDemoPeople(db);
  const wanted = Math.max(0, opts.people - existing);
  const added = await db.transaction(async (tx) => {
    const bulk = wanted >= BULK_FROM;
    const indexes = bulk ? await secondaryPeopleIndexes(tx) : [];
    for (const index of indexes) await dropIndex(tx, index);
    let count = 0;
    for (let from = existing + 1; from <= opts.people; from += BATCH) {
      const to = Math.min(opts.people, from + BATCH - 1);
      count += await insertDemoPeople(tx, from, to, PAIRS);
      progress({ phase: 'people', done: to - existing, total: wanted });
    }
    if (indexes.length > 0) {
      await createIndexes(tx, indexes, (done) =>
        progress({ phase: 'indexes', done, total: indexes.length }),
      );
      progress({ phase: 'indexes', done: indexes.length, total: indexes.length });
    }
    return count;
  });
  // The review states and no_location come with the rows; the other quality flags are computed
  // here for a small demo (seconds), and left to `npm run quality:recompute` after a bulk load
  // (minutes at 1,000,000: the seed stays a one-minute job). Before the vacuum: the recompute
  // rewrites the rows whose flags it sets, and the vacuum then clears their old versions.
  if (added > 0 && added < BULK_FROM && opts.qualityFlags !== false) await recomputeQuality(db, opts.qualityFarMeters ?? 5000);
  progress({ phase: 'analyze', done: 0, total: 1 });
  await refreshStatistics(db, added > 0);
  progress({ phase: 'analyze', done: 1, total: 1 });
  const counts = await seedCounts(db);
  return {
    religions: counts.religions,
    collectors: counts.collectors,
    peopleAdded: added,
    peopleTotal: counts.people,
  };
}
