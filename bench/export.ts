// The people export at district scale (issue 12): 1,000,000 people as CSV and as XLSX.
//   BENCH_DATABASE_URL=postgres://... npm run bench:export -- [--people 1000000] [--collectors 2000]
//                                                         [--formats csv,xlsx]
//   npm run bench:export -- --pglite [DIR] [...]   the embedded database instead, in DIR (kept, so
//                                                  a second run skips the seed) or a new temp folder
// The database is seeded to --people first when it holds fewer (the demo seed, E's
// `npm run seed:demo`). The API runs as a separate process (src/main.ts) so that its memory is
// its own; the bench downloads GET /api/admin/people/export?format=csv (as a browser: gzip) and
// ?format=xlsx, polling the server's VmRSS every 100 ms, and checks the row count the server
// records (its `people.exported` event, read through GET /api/admin/audit). Then a client that leaves: a CSV export cut off
// after 1 s, and how long until PostgreSQL shows no statement of it (on PGlite, which admits one
// process only, until the server logs the cut export's event, written once its walk has stopped).
// Budgets: CSV <= 60 s, XLSX <= 240 s, RSS growth <= 150 MB. Exits 1 when one is missed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';
import { ensureAdmin } from './lib/bench-admin';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PEOPLE = Number(opt('people', '1000000'));
const COLLECTORS = Number(opt('collectors', '2000'));
const PGLITE = args.includes('--pglite');
const URL_ = PGLITE ? undefined : process.env.BENCH_DATABASE_URL;
/** The PGlite data folder: the argument after --pglite when it is not an option, else a new one. */
const DATA_DIR = (() => {
  if (!PGLITE) return '/tmp';
  const next = args[args.indexOf('--pglite') + 1];
  return next && !next.startsWith('--')
    ? path.resolve(next)
    : mkdtempSync(path.join(tmpdir(), 'export-bench-'));
})();
const ADMIN = { email: 'export-bench@example.org', password: 'Bench-Passw0rd' };
const BUDGET = { csvSeconds: 60, xlsxSeconds: 240, rssGrowthMb: 150 };
const FORMATS = opt('formats', 'csv,xlsx').split(',');

if (!URL_ && !PGLITE) {
  console.error('BENCH_DATABASE_URL (a PostgreSQL database) or --pglite [DIR] is required');
  process.exit(2);
}

async function ensureSeeded(url: string | undefined) {
  // On PGlite this handle must be closed before the server opens the folder (one process only).
  const db = await openDatabase({ dataDir: DATA_DIR, databaseUrl: url });
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    if ((row?.n ?? 0) < PEOPLE) await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
    // The bench's admin, whatever admins the database already has (ADMIN_* makes only a first one).
    await ensureAdmin(db, ADMIN);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    return after!.n;
  } finally {
    await db.close();
  }
}

function startServer(url: string | undefined) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '../packages/server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '', DATA_DIR }),
        JWT_SECRET: randomBytes(24).toString('hex'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
        HOUSEKEEPING_INTERVAL_SECONDS: '3600',
        // The bench signs in with the password alone, whatever NODE_ENV the shell has.
        MFA_REQUIRED: 'none',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
    1024;
  return { base: `http://127.0.0.1:${port}`, server, rssMb };
}

async function login(base: string): Promise<string> {
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${base}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrPhone: ADMIN.email, password: ADMIN.password }),
      });
      if (res.status === 200) return ((await res.json()) as { token: string }).token;
      throw new Error(`admin login: ${res.status} ${await res.text()}`);
    } catch (error) {
      if ((error as Error).message.startsWith('admin login')) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('server did not start');
}

/** Downloads one export; counts bytes and (CSV) line ends after gunzip, as a browser would. */
function download(url: string, token: string, gzip: boolean, abortAfterMs?: number) {
  return new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (gzip) headers['accept-encoding'] = 'gzip';
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      let lines = 0;
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      body.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      body.on('error', reject);
      if (abortAfterMs !== undefined) {
        setTimeout(() => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, bytes, lines });
        }, abortAfterMs);
      }
    });
    req.on('error', (error) => (abortAfterMs === undefined ? reject(error) : undefined));
    req.end();
  });
}

/** ms from `cut` until PostgreSQL shows no statement of the export (-1: not within 10 s). */
async function quietOnPostgres(url: string, cut: number): Promise<number> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    while (Date.now() - cut < 10_000) {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
           AND query LIKE '%ORDER BY p.created_at DESC, p.id DESC LIMIT%'`,
      );
      if (rows[0]!.n === 0) return Date.now() - cut;
      await new Promise((r) => setTimeout(r, 5));
    }
    return -1;
  } finally {
    await watcher.end();
  }
}

interface ExportEvent {
  format: string;
  rowCount: number;
  complete: boolean;
}

let lastEventId: string | undefined;
/**
 * The next `people.exported` event (GET /api/admin/audit), written once the export's walk has
 * stopped (finished or cut off), and the ms from `since` until it could be read. On PGlite, which
 * admits no second process to look at its activity, that time bounds how long the walk went on.
 */
async function nextExportEvent(base: string, token: string, since: number) {
  while (Date.now() - since < 10_000) {
    const res = await fetch(`${base}/api/admin/audit?action=people.exported&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [item] = ((await res.json()) as { items: { id: string; details: ExportEvent }[] }).items;
    if (item && item.id !== lastEventId) {
      lastEventId = item.id;
      return { event: item.details as ExportEvent | undefined, ms: Date.now() - since };
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { event: undefined, ms: -1 };
}

async function main() {
  const started = Date.now();
  const people = await ensureSeeded(URL_);
  console.log(
    `${people.toLocaleString('en')} people on ${PGLITE ? `PGlite (${DATA_DIR})` : 'PostgreSQL'}` +
      ` (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  const { base, server, rssMb } = startServer(URL_);
  let failed = false;
  try {
    const token = await login(base);
    for (const [format, budget] of [
      ['csv', BUDGET.csvSeconds],
      ['xlsx', BUDGET.xlsxSeconds],
    ] as const) {
      if (!FORMATS.includes(format)) continue;
      const before = rssMb();
      let peak = before;
      const poll = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
      const load = loadavg()[0]!.toFixed(1);
      const t0 = Date.now();
      const res = await download(
        `${base}/api/admin/people/export?format=${format}`,
        token,
        format === 'csv',
      );
      const seconds = (Date.now() - t0) / 1000;
      clearInterval(poll);
      const { event } = await nextExportEvent(base, token, Date.now());
      const growth = peak - before;
      const ok =
        res.status === 200 &&
        event?.rowCount === people &&
        event.complete &&
        seconds <= budget &&
        growth <= BUDGET.rssGrowthMb;
      failed ||= !ok;
      console.log(
        `${format}: ${seconds.toFixed(1)} s (budget ${budget} s), ${(res.bytes / 1e6).toFixed(1)} MB` +
          `${format === 'csv' ? ` (${res.lines.toLocaleString('en')} lines)` : ''}, rows ${event?.rowCount.toLocaleString('en')}` +
          `, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)}, budget ${BUDGET.rssGrowthMb}), load ${load}` +
          `${ok ? '' : '  <-- MISSED'}`,
      );
    }
    // A client that leaves after 1 s: how long until the database runs none of the export's statements.
    await download(`${base}/api/admin/people/export?format=csv`, token, true, 1000);
    const cut = Date.now();
    const logged = nextExportEvent(base, token, cut);
    const quietMs = URL_ ? await quietOnPostgres(URL_, cut) : (await logged).ms;
    const cutEvent = (await logged).event;
    console.log(
      `disconnect after 1 s: ${URL_ ? 'no export statement running' : 'its event recorded'} ${quietMs} ms after the cut; ` +
        `${cutEvent?.rowCount.toLocaleString('en')} rows read, complete: ${cutEvent?.complete}`,
    );
    failed ||= quietMs < 0 || cutEvent?.complete !== false;
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
}

void main();
