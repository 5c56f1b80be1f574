// Reports and the map at district scale (issue 29): 1,000,000 people by 2,000 collectors.
//   npm run bench:reports -- [--people 1000000] [--collectors 2000] [--runs 20] [--data-dir DIR]
//                            [--skip pglite|postgres] [--only report|map]
// PGlite in DATA_DIR (--data-dir keeps and reuses a seeded folder; default a temporary one) and,
// with BENCH_DATABASE_URL, PostgreSQL in that database (seeded up to --people; reused when it
// already holds them). For every report (each groupBy over all time, a 30-day ward report, a
// filtered caste report) and the map (issue 46: a 1280 x 720 viewport over the district's centre
// at every zoom 6-18, and the whole district's box at every zoom 1-19 the page allows) it prints
// the median and the 95th percentile of --runs calls (at least 20) over HTTP, the load average
// beside, and the plan's index for each kind of query. Budgets, on the 95th percentile: each
// report <= 300 ms and each map answer <= 200 ms on PostgreSQL; on PGlite 3x those. Exits 1 when
// one is missed.
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { COLLECTORS, opt, PEOPLE } from './lib/args';
import { startBenchApp } from './lib/bench-app';
import { checkBudgets, type Figures } from './lib/budgets';
import { onEachDatabase, runBench } from './lib/databases';
import { loadNote, timeRepeated } from './lib/timing';

const RUNS = Math.max(20, Number(opt('runs', '20')));
const ONLY = opt('only', '');
const BUDGET = { report: 300, map: 200, pgliteFactor: 3 };

// The demo people (packages/server/src/db/queries/seed-names.ts) live in wards 1-40 on a grid at
// 12.89-13.05 N, 77.49-77.65 E, 98 % of them located; all registered within the last days.
const DISTRICT = '77.45,12.85,77.65,13.05';
const today = new Date();
const day = (d: Date) => d.toISOString().slice(0, 10);
const monthAgo = day(new Date(today.getTime() - 29 * 86_400_000));
type Case = [name: string, path: string, budget: number];
const ALL_CASES: Case[] = [
  ...['ward', 'area', 'religion', 'caste', 'collector', 'day', 'month'].map(
    (g): [string, string, number] => [
      `report ${g}`,
      `/api/admin/reports?groupBy=${g}`,
      BUDGET.report,
    ],
  ),
  [
    'report ward, 30 days',
    `/api/admin/reports?groupBy=ward&from=${monthAgo}&to=${day(today)}`,
    BUDGET.report,
  ],
  [
    'report caste, ward 7, Hindu',
    '/api/admin/reports?groupBy=caste&wardNo=7&religion=Hindu',
    BUDGET.report,
  ],
  ...viewports(),
  ...[...Array(19).keys()].map((i): [string, string, number] => [
    `map district z${i + 1}`,
    `/api/admin/people/map?bbox=${DISTRICT}&zoom=${i + 1}`,
    BUDGET.map,
  ]),
];
const CASES = ALL_CASES.filter(([name]) => !ONLY || name.startsWith(ONLY));

/** The box a 1280 x 720 px map shows around the district's centre at each zoom 6-18 (Web Mercator). */
function viewports(): [string, string, number][] {
  const [lat, lon] = [12.97, 77.57];
  return [...Array(13).keys()].map((i) => {
    const zoom = i + 6;
    const degPerPx = 360 / (256 * 2 ** zoom);
    const w = (1280 / 2) * degPerPx;
    const h = (720 / 2) * degPerPx * Math.cos((lat * Math.PI) / 180);
    const box = [lon - w, lat - h, lon + w, lat + h].map((v) => v.toFixed(6)).join(',');
    return [`map view z${zoom}`, `/api/admin/people/map?bbox=${box}&zoom=${zoom}`, BUDGET.map];
  });
}

/** The 95th percentile (nearest rank). */
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

async function bench(
  label: string,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Figures> {
  const started = Date.now();
  const seedDb = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedDemo(seedDb, { people: PEOPLE, collectors: COLLECTORS });
  // A bulk load leaves the visibility map unset: without it no scan is index-only.
  if (seeded.peopleAdded > 0) await seedDb.exec('VACUUM ANALYZE people');
  await seedDb.close();
  console.log(
    `[${label}] ${seeded.peopleTotal} people (${seeded.peopleAdded} added) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app, base, adminToken } = await startBenchApp(dataDir, databaseUrl);
  const figures: Figures = {};
  try {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    for (const [name, url, budget] of CASES) {
      const r = await timeRepeated(RUNS, async () => {
        const res = await fetch(`${base}${url}`, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
        return JSON.parse(body) as Record<string, unknown>;
      });
      figures[name] = p95(r.times);
      const last = r.results[r.results.length - 1]!;
      const info =
        'groups' in last
          ? `${(last.groups as unknown[]).length} groups, ${(last.total as { households: number }).households} households`
          : `${(last.clusters as unknown[]).length} clusters, ${(last.points as unknown[]).length} points`;
      console.log(
        `[${label}] ${name.padEnd(28)} p95 ${figures[name]!.toFixed(1)} ms, median ${r.median.toFixed(1)} (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}; budget ${label === 'PGlite' ? BUDGET.pgliteFactor * budget : budget} ms at p95) ${info}; load ${loadNote()}`,
      );
    }
    // Which index each kind of query reads (the plan's first index), so a regression is visible.
    for (const [what, sql] of [
      [
        'report',
        `EXPLAIN SELECT ward_no, count(*), sum(household_size), count(gps_lat) FROM people p WHERE true GROUP BY 1`,
      ],
      [
        'map',
        `EXPLAIN SELECT floor(gps_lon / 0.01), floor(gps_lat / 0.01), count(*) FROM people p WHERE gps_lat IS NOT NULL AND gps_lon BETWEEN 77.45 AND 77.65 AND gps_lat BETWEEN 12.85 AND 13.05 GROUP BY 1, 2`,
      ],
    ] as const) {
      const plan = (await app.db.query<{ 'QUERY PLAN': string }>(sql))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      console.log(
        `[${label}] ${what} plan: ${/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)[^\n]*/.exec(plan)?.[0] ?? plan}`,
      );
    }
  } finally {
    await app.close();
  }
  return figures;
}

// The budgets: PostgreSQL within each budget, PGlite within 3x that budget.
const BUDGETED = CASES.map(([name, , budget]) => ({ name, budget }));
runBench(async () => checkBudgets(BUDGETED, await onEachDatabase(bench), BUDGET.pgliteFactor));
