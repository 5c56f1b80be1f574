// A supervisor's pages at district scale (issue 38): 1,000,000 people by 2,000 collectors in 40
// wards, a supervisor of 5 of them (about 125,000 people).
//   npm run bench:supervisor -- [--people 1000000] [--collectors 2000] [--runs 5] [--data-dir DIR]
//                               [--skip pglite|postgres]
// PGlite in DATA_DIR (--data-dir keeps and reuses a seeded folder) and, with BENCH_DATABASE_URL,
// PostgreSQL in that database (seeded up to --people; reused when it already holds them). Prints
// the median of --runs calls (at least 5) over HTTP with the load average, and the plan of the
// scoped first page (it must read people_ward_created_idx, not filter the district's index).
// Budgets: All People's first page <= 30 ms, every report <= 300 ms, stats <= 50 ms, the map
// <= 200 ms on PostgreSQL; on PGlite 3x those. Exits 1 when one is missed.
import { openDatabase } from '../packages/server/src/db';
import { hashPassword } from '../packages/server/src/lib/passwords';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { COLLECTORS, opt, PEOPLE } from './lib/args';
import { startBenchApp } from './lib/bench-app';
import { checkBudgets, type Figures } from './lib/budgets';
import { onEachDatabase, runBench } from './lib/databases';
import { loadNote, timeRepeated } from './lib/timing';

const RUNS = Math.max(5, Number(opt('runs', '5')));
const PGLITE_FACTOR = 3;

const SUPERVISOR = {
  email: 'bench-supervisor@example.org',
  password: 'Bench-Passw0rd',
  wards: [3, 11, 19, 27, 35],
};
// The demo people's located 98 % lie at 12.89-13.05 N, 77.49-77.65 E (db/queries/seed-names.ts).
const DISTRICT = '77.45,12.85,77.65,13.05';

const CASES: { name: string; path: string; budget: number }[] = [
  { name: 'All People, first page', path: '/api/admin/people/search', budget: 30 },
  {
    name: 'All People, pending',
    path: '/api/admin/people/search?reviewStatus=pending',
    budget: 30,
  },
  { name: 'stats', path: '/api/admin/stats', budget: 50 },
  ...['ward', 'area', 'religion', 'caste', 'collector', 'day', 'month'].map((g) => ({
    name: `report ${g}`,
    path: `/api/admin/reports?groupBy=${g}`,
    budget: 300,
  })),
  {
    name: 'report caste, ward 11',
    path: '/api/admin/reports?groupBy=caste&wardNo=11',
    budget: 300,
  },
  { name: 'map district z11', path: `/api/admin/people/map?bbox=${DISTRICT}&zoom=11`, budget: 200 },
  { name: 'my collectors', path: '/api/admin/users', budget: 300 },
];

async function bench(
  label: string,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Figures> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
  // A bulk load leaves the visibility map unset: without it no scan is index-only.
  await db.exec('VACUUM ANALYZE people');
  await db.query(
    `INSERT INTO admins (first_name, last_name, email, password_hash, role, wards)
     VALUES ('Bench', 'Supervisor', $1, $2, 'supervisor', $3)
     ON CONFLICT (lower(email)) DO UPDATE SET wards = excluded.wards`,
    [SUPERVISOR.email, await hashPassword(SUPERVISOR.password), SUPERVISOR.wards],
  );
  // Their collectors: those whose people lie in the supervisor's wards.
  await db.query(
    `UPDATE users SET supervisor_id = (SELECT id FROM admins WHERE email = $1)
     WHERE id IN (SELECT DISTINCT created_by FROM people WHERE ward_no = ANY ($2::text[]))`,
    [SUPERVISOR.email, SUPERVISOR.wards.map(String)],
  );
  const [scope] = await db.query<{ n: number }>(
    'SELECT sum(count)::int AS n FROM people_ward_counts WHERE ward_no = ANY ($1::text[])',
    [SUPERVISOR.wards.map(String)],
  );
  await db.close();
  console.log(
    `[${label}] ${seeded.peopleTotal} people (${seeded.peopleAdded} added), ${scope!.n} in wards ${SUPERVISOR.wards.join(', ')}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app, base, signIn } = await startBenchApp(dataDir, databaseUrl);
  const figures: Figures = {};
  try {
    const token = await signIn('admin/login', {
      emailOrPhone: SUPERVISOR.email,
      password: SUPERVISOR.password,
    });
    const headers = { authorization: `Bearer ${token}` };
    for (const { name, path: url, budget } of CASES) {
      const r = await timeRepeated(RUNS, async () => {
        const res = await fetch(`${base}${url}`, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
        return JSON.parse(body) as Record<string, unknown>;
      });
      figures[name] = r.median;
      console.log(
        `[${label}] ${name.padEnd(26)} median ${r.median.toFixed(1)} ms (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}; budget ${label === 'PGlite' ? PGLITE_FACTOR * budget : budget} ms); load ${loadNote()}`,
      );
    }
    const wards = SUPERVISOR.wards.map(String);
    const plan = await app.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT x.id FROM unnest($1::text[]) w(ward) CROSS JOIN LATERAL (
         SELECT p.id, p.created_at FROM people p WHERE p.ward_no = w.ward AND p.ward_no = ANY ($1::text[])
         ORDER BY p.created_at DESC, p.id DESC LIMIT 10) x ORDER BY x.created_at DESC, x.id DESC LIMIT 10`,
      [wards],
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    console.log(
      `[${label}] first page plan: ${/(Index Only Scan|Index Scan|Seq Scan)[^\n]*/.exec(text)?.[0] ?? text}`,
    );
  } finally {
    await app.close();
  }
  return figures;
}

runBench(async () => checkBudgets(CASES, await onEachDatabase(bench), PGLITE_FACTOR));
