// Review and quality flags at district scale (issue 30): 1,000,000 people by 2,000 collectors.
//   npm run bench:review -- [--people 1000000] [--collectors 2000] [--runs 5] [--data-dir DIR]
//                           [--skip pglite|postgres] [--no-recompute] [--updates 300]
// PGlite in DATA_DIR (--data-dir keeps and reuses a seeded folder; default a temporary one) and,
// with BENCH_DATABASE_URL, PostgreSQL in that database (seeded up to --people, as bench:reports).
// On each database:
//   * quality:recompute over every person, timed (budget 10 minutes on PostgreSQL); skipped with
//     --no-recompute when the flags are there already;
//   * the first page (25, newest first) of reviewStatus=pending and of flag=far_from_ward over
//     HTTP, the median of --runs calls (at least 5) and the plan's index; budget 50 ms on
//     PostgreSQL, 3x on PGlite (as bench:reports);
//   * saving a person, A/B as bench:audit does it (1,000 people of their own, in a fresh database):
//     a collector's edit that moves the name, ward and position (so the flags have work), as the
//     route does it now (the statement also sets no_location and sends the review back; the
//     flags' upkeep is queued) against updatePerson's statement before issue 30; alternating
//     order, medians per run, the median of --runs runs' overheads; budget 20 %. The queued
//     upkeep is timed apart, after each save.
// Exits 1 when a budget is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../packages/server/src/db';
import {
  getPerson,
  updatePerson,
  type PersonInput,
} from '../packages/server/src/db/queries/people';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { qualityAfterSave, changeOf } from '../packages/server/src/services/quality';
import { recomputeQuality } from '../packages/server/src/services/quality-recompute';
import { startBenchApp } from './lib/bench-app';
import { loadNote, median, timeRepeated } from './lib/timing';
import { personColumns } from './lib/person-columns';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PEOPLE = Number(opt('people', '1000000'));
const COLLECTORS = Number(opt('collectors', '2000'));
const RUNS = Math.max(5, Number(opt('runs', '5')));
const UPDATES = Number(opt('updates', '300'));
const SKIP = opt('skip', '');
const RECOMPUTE = !args.includes('--no-recompute');
const BUDGET = { page: 50, pgliteFactor: 3, recomputeSeconds: 600, save: 0.2 };
const FAR_METRES = 5000;

const PAGES: [name: string, path: string, budgeted: boolean][] = [
  ['reviewStatus=pending', '/api/admin/people/search?reviewStatus=pending&pageSize=25', true],
  ['flag=far_from_ward', '/api/admin/people/search?flag=far_from_ward&pageSize=25', true],
  [
    'reviewStatus=needs_correction',
    '/api/admin/people/search?reviewStatus=needs_correction&pageSize=25',
    false,
  ],
  ['flag=any', '/api/admin/people/search?flag=any&pageSize=25', false],
];

type Figures = Record<string, number>;

async function pages(
  label: string,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Figures> {
  const figures: Figures = {};
  const started = Date.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
  console.log(
    `[${label}] ${seeded.peopleTotal} people (${seeded.peopleAdded} added) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (RECOMPUTE) {
    const load = loadNote();
    const t0 = Date.now();
    let lastTenth = -1;
    const r = await recomputeQuality(db, FAR_METRES, (p) => {
      const tenth = Math.floor((10 * p.done) / Math.max(1, p.total));
      if (p.phase === 'people' && tenth !== lastTenth)
        console.log(
          `[${label}]   recompute ${p.done}/${p.total} ${((Date.now() - t0) / 1000).toFixed(0)} s`,
        );
      lastTenth = tenth;
    });
    figures.recomputeSeconds = (Date.now() - t0) / 1000;
    console.log(
      `[${label}] quality:recompute of ${r.people} people: ${figures.recomputeSeconds.toFixed(1)} s, ${r.changed} changed (budget ${BUDGET.recomputeSeconds} s on PostgreSQL); load before ${load}, after ${loadNote()}`,
    );
  }
  const [flags] = await db.query<{ far: number; flagged: number }>(
    'SELECT count(*) FILTER (WHERE flags & 2 <> 0)::int AS far, count(*) FILTER (WHERE flags <> 0)::int AS flagged FROM people',
  );
  console.log(`[${label}] far_from_ward ${flags!.far}, flagged ${flags!.flagged}`);
  // A bulk load or recompute leaves the visibility map unset: without it no scan is index-only.
  await db.exec('VACUUM ANALYZE people');
  await db.close();

  const { app, base, adminToken } = await startBenchApp(dataDir, databaseUrl);
  try {
    const headers = { authorization: `Bearer ${await adminToken()}` };
    for (const [name, url, budgeted] of PAGES) {
      const r = await timeRepeated(RUNS, async () => {
        const res = await fetch(`${base}${url}`, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
        return JSON.parse(body) as { items: unknown[]; total: number; totalCapped: boolean };
      });
      figures[name] = r.median;
      const last = r.results[r.results.length - 1]!;
      const budget = budgeted
        ? `; budget ${label === 'PGlite' ? BUDGET.pgliteFactor * BUDGET.page : BUDGET.page} ms`
        : '';
      console.log(
        `[${label}] first page ${name.padEnd(30)} median ${r.median.toFixed(1)} ms (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}${budget}) ${last.items.length} rows of ${last.total}${last.totalCapped ? '+' : ''}; load ${loadNote()}`,
      );
    }
    for (const [what, where] of [
      ['pending', `p.review_status = 'pending'`],
      ['far_from_ward', '(p.flags & 2) <> 0'],
    ] as const) {
      const plan = (
        await app.db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT p.id FROM people p WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT 25`,
        )
      )
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

// --- Saving a person, A/B ------------------------------------------------------------------

const AB_PEOPLE = 1000;
const event = {
  actorType: 'user',
  actorId: null,
  actorName: 'Bench Collector',
  clientAddress: '127.0.0.1',
} as const;

async function seedAb(db: Db): Promise<{ ids: string[]; userId: string }> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, phone, password_hash) VALUES ('Bench', 'Collector', '+919800099998', 'x') RETURNING id`,
  );
  // bench:audit's people, with positions around their ward's centre (so wards have centres).
  await db.query(
    `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion, caste, gps_location, created_by, created_at)
     SELECT 'Person ' || i, 'Father ' || i, (i % 40)::text, 'Area ' || (i % 90), '+91970' || lpad(i::text, 7, '0'),
       1 + i % 8, 'Hindu', 'Brahmin',
       to_char(27 + (i % 40) * 0.1 + (i % 7) * 0.001, 'FM90.000000') || ', ' || to_char(85 + (i % 11) * 0.001, 'FM990.000000'),
       $1, now() - make_interval(mins => i)
     FROM generate_series(1, ${AB_PEOPLE}) i`,
    [user!.id],
  );
  await recomputeQuality(db, FAR_METRES);
  const ids = (await db.query<{ id: string }>('SELECT id FROM people ORDER BY id')).map(
    (r) => r.id,
  );
  return { ids, userId: user!.id };
}

/** A collector's edit: new name, ward and position each time (the flags all have work). */
const input = (i: number): PersonInput => ({
  name: `Person ${i} ${i % 3 ? 'Kumar' : 'Devi'}`,
  fatherName: `Father ${i % 50}`,
  wardNo: String(i % 40),
  areaName: 'Area',
  whatsappNumber: null,
  householdSize: 1 + (i % 8),
  religion: 'Hindu',
  caste: 'Brahmin',
  gpsLocation: `${(27 + (i % 40) * 0.1 + (i % 5) * 0.001).toFixed(6)}, ${(85 + (i % 9) * 0.001).toFixed(6)}`,
});

/** The editable fields compared for the event, as before issue 30 (queries/people.ts then). */
const EDITABLE = [
  ['name', 'name'],
  ['father_name', 'fatherName'],
  ['ward_no', 'wardNo'],
  ['area_name', 'areaName'],
  ['whatsapp_number', 'whatsappNumber'],
  ['household_size', 'householdSize'],
  ['religion', 'religion'],
  ['caste', 'caste'],
  ['gps_location', 'gpsLocation'],
];
const changesJson = `jsonb_strip_nulls(jsonb_build_object(${EDITABLE.map(
  ([c, w]) =>
    `'${w}', CASE WHEN o.${c} IS DISTINCT FROM p.${c} THEN jsonb_build_array(o.${c}, p.${c}) END`,
).join(', ')}))`;

/** Before the flags: updatePerson's statement as it was (ea9306d), then the response's SELECT. */
async function before(db: Db, id: string, userId: string, i: number) {
  const p = input(i);
  await db.query(
    `WITH changed AS (
       UPDATE people p SET name = $2, father_name = $3, ward_no = $4, area_name = $5,
         whatsapp_number = $6, household_size = $7, religion = $8, caste = $9, gps_location = $10,
         updated_at = clock_timestamp()
       FROM (SELECT * FROM people WHERE id = $1 AND ($11::uuid IS NULL OR created_by = $11) FOR UPDATE) o
       WHERE p.id = o.id
       RETURNING p.id, p.name, ${changesJson} AS changes
     )
     SELECT changes, audit_append($12, $13, $14, 'person.updated', 'person', id::text, $15,
       jsonb_build_object('changes', changes, 'name', name)) AS seq
     FROM changed`,
    [
      id,
      ...personColumns(p),
      userId,
      event.actorType,
      event.actorId,
      event.actorName,
      event.clientAddress,
    ],
  );
  await getPerson(db, id, userId);
}

/**
 * Now (services/person-changes.ts): the update (with no_location and the review sent back) and
 * its event in one statement, then the SELECT; the flags' upkeep is queued and runs after the
 * answer (services/quality-queue.ts). Returns that upkeep, for timing apart.
 */
async function now(db: Db, id: string, userId: string, i: number): Promise<() => Promise<void>> {
  const updated = await updatePerson(db, id, input(i), event, userId, true);
  await getPerson(db, id, userId);
  return () =>
    db.transaction(async (tx) => {
      if (updated)
        await qualityAfterSave(
          tx,
          { kind: db.kind, farMetres: FAR_METRES },
          id,
          updated.before,
          changeOf(updated.changes),
        );
    });
}

async function saveAb(label: string, db: Db): Promise<number> {
  const { ids, userId } = await seedAb(db);
  const time = async (fn: () => Promise<unknown>, into: number[]) => {
    const s = performance.now();
    await fn();
    into.push(performance.now() - s);
  };
  for (let i = 0; i < 100; i += 1) await (await now(db, ids[i % AB_PEOPLE]!, userId, i))(); // warm-up
  const overheads: number[] = [];
  const deferred: number[] = [];
  /** A save now, timed; then its queued upkeep, timed apart (before the next save, as a quiet server runs it). */
  const nowTimed = async (id: string, n: number, into: number[]) => {
    let upkeep: () => Promise<void> = async () => undefined;
    await time(async () => {
      upkeep = await now(db, id, userId, n);
    }, into);
    await time(upkeep, deferred);
  };
  console.log(
    `[${label}] saving a person (collector edit: name, ward and position), ${RUNS} runs of ${UPDATES} saves each, ${AB_PEOPLE} people:`,
  );
  for (let r = 0; r < RUNS; r += 1) {
    const without: number[] = [];
    const withFlags: number[] = [];
    for (let i = 0; i < UPDATES; i += 1) {
      const id = ids[(i * 7 + r * 131) % AB_PEOPLE]!;
      const n = r * UPDATES + i;
      if (i % 2) {
        await time(() => before(db, id, userId, n), without);
        await nowTimed(id, n + 1, withFlags);
      } else {
        await nowTimed(id, n, withFlags);
        await time(() => before(db, id, userId, n + 1), without);
      }
    }
    const overhead = median(withFlags) / median(without) - 1;
    overheads.push(overhead);
    console.log(
      `[${label}]   without flags ${median(without).toFixed(3)} ms, with ${median(withFlags).toFixed(3)} ms: ${(overhead * 100).toFixed(1)} % (load ${loadNote()})`,
    );
  }
  const m = median(overheads);
  console.log(
    `[${label}]   median of ${RUNS} runs: overhead ${(m * 100).toFixed(1)} % (budget ${BUDGET.save * 100} %)`,
  );
  console.log(
    `[${label}]   the flags' upkeep after each save (queued, off the answer's path): median ${median(deferred).toFixed(3)} ms`,
  );
  return m;
}

async function abOn(label: string, baseUrl: string | undefined): Promise<number> {
  if (!baseUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'hr-bench-ab-'));
    const db = await openDatabase({ dataDir: dir });
    try {
      return await saveAb(label, db);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `hr_bench_review_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-bench-ab-'));
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
  try {
    return await saveAb(label, db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`machine: ${cpus().length} cores, load average ${loadNote()}`);
  const missed: string[] = [];
  const check = (what: string, value: number | undefined, budget: number, unit: string) => {
    if (value !== undefined && value > budget)
      missed.push(`${what}: ${value.toFixed(1)} ${unit} > ${budget} ${unit}`);
  };
  const results: Record<string, Figures> = {};
  const keep = opt('data-dir', '');
  if (SKIP !== 'pglite') {
    const dataDir = keep || mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PGlite = await pages('PGlite', undefined, dataDir);
    } finally {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    }
    results.PGlite.save = await abOn('PGlite', undefined);
    for (const [name, , budgeted] of PAGES)
      if (budgeted)
        check(`PGlite ${name}`, results.PGlite[name], BUDGET.pgliteFactor * BUDGET.page, 'ms');
    check('PGlite save overhead', results.PGlite.save * 100, BUDGET.save * 100, '%');
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url && SKIP !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PostgreSQL = await pages('PostgreSQL', url, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    results.PostgreSQL.save = await abOn('PostgreSQL', url);
    for (const [name, , budgeted] of PAGES)
      if (budgeted) check(`PostgreSQL ${name}`, results.PostgreSQL[name], BUDGET.page, 'ms');
    check(
      'PostgreSQL quality:recompute',
      results.PostgreSQL.recomputeSeconds,
      BUDGET.recomputeSeconds,
      's',
    );
    check('PostgreSQL save overhead', results.PostgreSQL.save * 100, BUDGET.save * 100, '%');
  } else if (!url) console.log('(set BENCH_DATABASE_URL to measure PostgreSQL too)');
  console.log(`load average after: ${loadNote()}`);
  console.log(JSON.stringify(results));
  if (missed.length > 0) {
    console.log(`Budgets missed:\n  ${missed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
