// Duplicate pairs at district scale (issue 41): 1,000,000 people by 2,000 collectors.
//   npm run bench:duplicate-pairs -- [--people 1000000] [--collectors 2000] [--runs 30]
//        [--merges 10] [--data-dir DIR] [--skip pglite|postgres] [--no-recompute]
// PGlite in DATA_DIR (--data-dir keeps and reuses a seeded folder) and, with BENCH_DATABASE_URL,
// PostgreSQL in that database (seeded up to --people). On each database:
//   * quality:recompute over every person with the pairs kept, timed: budget 10 minutes;
//   * GET /api/admin/duplicate-pairs, the first page of open pairs (20, by score), over HTTP:
//     the median and p95 of --runs calls; budget 50 ms on PostgreSQL, 3x on PGlite;
//   * a merge (POST /api/admin/duplicate-pairs/:id/merge, keeping a, the household size from b)
//     of --merges open pairs, one at a time: the median; budget 200 ms (3x on PGlite). The merged
//     pairs' records are gone afterwards (the demo seed plants one pair per 2,500 people).
// Exits 1 when a budget is missed.
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { recomputeQuality } from '../packages/server/src/services/quality-recompute';
import { COLLECTORS, flag, opt, PEOPLE } from './lib/args';
import { startBenchApp } from './lib/bench-app';
import { checkBudgets, type Figures } from './lib/budgets';
import { onEachDatabase, runBench } from './lib/databases';
import { loadNote, timeEach, timeRepeated } from './lib/timing';

const RUNS = Math.max(20, Number(opt('runs', '30')));
const MERGES = Math.max(3, Number(opt('merges', '10')));
const BUDGET = { pageMs: 50, mergeMs: 200, pgliteFactor: 3, recomputeSeconds: 600 };
const FAR_METRES = 5000;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function bench(label: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, dataDir: string): Promise<Figures> {
  const figures: Figures = {};
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const started = Date.now();
    const seeded = await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
    console.log(`[${label}] ${seeded.peopleTotal} people (${seeded.peopleAdded} added) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (!flag('no-recompute')) {
      const t0 = performance.now();
      let phaseStarted = t0;
      let phase = '';
      const r = await recomputeQuality(db, FAR_METRES, (p) => {
        if (p.phase === phase) return;
        if (phase) console.log(`[${label}]   ${phase}: ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
        phase = p.phase;
        phaseStarted = performance.now();
      });
      console.log(`[${label}]   ${phase}: ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
      const seconds = (performance.now() - t0) / 1000;
      figures.recomputeSeconds = seconds;
      console.log(`[${label}] quality:recompute ${seconds.toFixed(1)} s for ${r.people} people, ${r.changed} changed (budget ${BUDGET.recomputeSeconds} s); load ${loadNote()}`);
    }
    const [counts] = await db.query<{ open: number; flagged: number; people: number }>(
      `SELECT (SELECT count(*)::int FROM duplicate_pairs WHERE status = 'open') AS open,
              (SELECT count(*)::int FROM people WHERE flags & 8 <> 0) AS flagged,
              (SELECT count(*)::int FROM people) AS people`,
    );
    console.log(`[${label}] open pairs ${counts!.open}; possible_duplicate ${counts!.flagged} of ${counts!.people} (${((100 * counts!.flagged) / counts!.people).toFixed(2)} %)`);
  } finally {
    await db.close();
  }

  const { app, base, adminToken } = await startBenchApp(dataDir, databaseUrl);
  try {
    const token = await adminToken();
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ items: { id: string; a: { id: string }; b: { id: string }; version: string }[]; total: number }>;
    };
    const page = await timeRepeated(RUNS, () => get('/api/admin/duplicate-pairs'));
    figures.firstPage = page.median;
    figures.firstPageP95 = p95(page.times);
    console.log(`[${label}] first page of open pairs: median ${page.median.toFixed(1)} ms, p95 ${figures.firstPageP95.toFixed(1)} ms of ${RUNS} (${page.results[0]!.total} open); load ${loadNote()}`);

    const open = (await get(`/api/admin/duplicate-pairs?pageSize=${MERGES}`)).items;
    const merges = await timeEach(open, async (pair) => {
      const res = await fetch(`${base}/api/admin/duplicate-pairs/${pair.id}/merge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ keep: pair.a.id, fields: { householdSize: 'b' }, version: pair.version }),
      });
      if (res.status !== 200) throw new Error(`merge: ${res.status} ${await res.text()}`);
    });
    figures.merge = merges.median;
    console.log(`[${label}] merge: median ${merges.median.toFixed(1)} ms of ${open.length} (max ${merges.max.toFixed(1)}); load ${loadNote()}`);
    await app.quality.settled();
  } finally {
    await app.close();
  }
  return figures;
}

runBench(async () => {
  console.log(`${PEOPLE} people by ${COLLECTORS} collectors`);
  const results = await onEachDatabase(bench);
  for (const [db, f] of Object.entries(results)) {
    const limit = BUDGET.recomputeSeconds;
    if (f?.recomputeSeconds !== undefined && f.recomputeSeconds > limit) {
      console.log(`${db} quality:recompute ${f.recomputeSeconds.toFixed(0)} s > ${limit} s`);
      process.exit(1);
    }
  }
  checkBudgets(
    [
      { name: 'firstPage', budget: BUDGET.pageMs },
      { name: 'merge', budget: BUDGET.mergeMs },
    ],
    results,
    BUDGET.pgliteFactor,
  );
});
