// A/B of the activity log's write path on a person update (issue 12): the statement of before
// migration 0007 (audit_changes of two jsonb rows, the PL/pgSQL audit_append of migration 0006,
// recreated here as audit_append_v1) against the one in queries/people.ts now. Both run in the
// same process on the same database, alternating, so a busy machine's drift hits both alike;
// prints the median per statement of each of --runs runs (at least 5) and the median of those.
//   node --import tsx bench/audit-ab.ts [--updates 1000] [--runs 5]   (BENCH_DATABASE_URL: also PostgreSQL)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../packages/server/src/db';
import { updatePerson, type PersonInput } from '../packages/server/src/db/queries/people';
import { benchPerson, personColumns } from './lib/person-columns';

// The server's own files (secrets) for the PostgreSQL runs: a folder of ours, never the system's
// temporary folder itself, which the server would make private.
const benchDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const UPDATES = Number(opt('updates', '1000'));
const RUNS = Math.max(5, Number(opt('runs', '5')));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const event = {
  actorType: 'admin',
  actorId: null,
  actorName: 'Bench Admin',
  clientAddress: '127.0.0.1',
} as const;

// Migration 0006's audit_append under another name (its one line, renamed).
const V1 = readFileSync(
  path.join(__dirname, '../packages/server/migrations/0006_audit_events.sql'),
  'utf8',
)
  .split('\n')
  .find((l) => l.startsWith('CREATE FUNCTION audit_append('))!
  .replace('CREATE FUNCTION audit_append(', 'CREATE OR REPLACE FUNCTION audit_append_v1(');

const editable = (
  t: string,
) => `json_build_object('name', ${t}.name, 'fatherName', ${t}.father_name,
  'wardNo', ${t}.ward_no, 'areaName', ${t}.area_name, 'whatsappNumber', ${t}.whatsapp_number,
  'householdSize', ${t}.household_size, 'religion', ${t}.religion, 'caste', ${t}.caste,
  'gpsLocation', ${t}.gps_location)`;

/** queries/people.ts updatePerson as it was before migration 0007. */
async function updateV1(db: Db, id: string, p: PersonInput) {
  await db.query(
    `WITH changed AS (
       UPDATE people p SET name = $2, father_name = $3, ward_no = $4, area_name = $5,
         whatsapp_number = $6, household_size = $7, religion = $8, caste = $9, gps_location = $10,
         updated_at = clock_timestamp()
       FROM (SELECT * FROM people WHERE id = $1 AND ($11::uuid IS NULL OR created_by = $11) FOR UPDATE) o
       WHERE p.id = o.id
       RETURNING p.id, audit_changes(${editable('o')}::jsonb, ${editable('p')}::jsonb) AS changes
     )
     SELECT changes, audit_append_v1($12, $13, $14, 'person.updated', 'person', id::text, $15,
       jsonb_build_object('changes', changes)) AS seq
     FROM changed`,
    [
      id,
      ...personColumns(p),
      null,
      event.actorType,
      event.actorId,
      event.actorName,
      event.clientAddress,
    ],
  );
}

const input = benchPerson;

async function ab(label: string, db: Db) {
  await db.exec(V1);
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, phone, password_hash) VALUES ('Bench', 'Collector', '+919800099999', 'x') RETURNING id`,
  );
  await db.query(
    `INSERT INTO people (name, father_name, ward_no, area_name, phone, household_size, religion, caste, created_by)
     SELECT 'Person ' || i, 'Father ' || i, (i % 40)::text, 'Area ' || (i % 90), '+91970' || lpad(i::text, 7, '0'),
       1 + i % 8, 'Hindu', 'Brahmin', $1 FROM generate_series(1, 1000) i`,
    [user!.id],
  );
  const ids = (await db.query<{ id: string }>('SELECT id FROM people ORDER BY id')).map(
    (r) => r.id,
  );
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const s = performance.now();
    await fn();
    into.push(performance.now() - s);
  };
  const v1 = (i: number, into: number[]) =>
    timed(() => updateV1(db, ids[(i * 7) % 1000]!, input(i)), into);
  const v2 = (i: number, into: number[]) =>
    timed(() => updatePerson(db, ids[(i * 7) % 1000]!, input(i + 1), event), into);
  for (let i = 0; i < 200; i += 1) await (i % 2 ? v1(i, []) : v2(i, [])); // warm-up
  const runs: { v1: number; v2: number }[] = [];
  for (let r = 0; r < RUNS; r += 1) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < UPDATES; i += 1) {
      if (i % 2) {
        await v1(i, a);
        await v2(i, b);
      } else {
        await v2(i, b);
        await v1(i, a);
      }
    }
    runs.push({ v1: median(a), v2: median(b) });
    console.log(
      `  ${label} run ${r + 1}: before 0007 ${median(a).toFixed(3)} ms, now ${median(b).toFixed(3)} ms`,
    );
  }
  const m1 = median(runs.map((r) => r.v1));
  const m2 = median(runs.map((r) => r.v2));
  console.log(
    `${label}: update + event, median of ${RUNS} runs: before 0007 ${m1.toFixed(3)} ms, now ${m2.toFixed(3)} ms (${((m1 - m2) * 1000).toFixed(0)} µs less)`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-bench-ab-'));
  const lite = await openDatabase({ dataDir: dir });
  try {
    await ab('PGlite', lite);
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return;
  const name = `hr_bench_ab_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: benchDir });
  try {
    await ab('PostgreSQL', db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

void main();
