// The people export at district scale (issue 12): 1,000,000 people as CSV and as XLSX.
//   BENCH_DATABASE_URL=postgres://... npm run bench:export -- [--people 1000000] [--collectors 2000]
//                                                         [--formats csv,xlsx]
// The database is seeded to --people first when it holds fewer (the demo seed, E's
// `npm run seed:demo`). The API runs as a separate process (src/main.ts) so that its memory is
// its own; the bench downloads GET /api/admin/people/export?format=csv (as a browser: gzip) and
// ?format=xlsx, polling the server's VmRSS every 100 ms, and checks the row count the server
// reports (its `people exported` log line). Then a client that leaves: a CSV export cut off
// after 1 s, and how long until PostgreSQL shows no statement of it.
// Budgets: CSV <= 60 s, XLSX <= 240 s, RSS growth <= 150 MB. Exits 1 when one is missed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PEOPLE = Number(opt('people', '1000000'));
const COLLECTORS = Number(opt('collectors', '2000'));
const URL_ = process.env.BENCH_DATABASE_URL;
const ADMIN = { email: 'export-bench@example.org', password: 'Bench-Passw0rd' };
const BUDGET = { csvSeconds: 60, xlsxSeconds: 240, rssGrowthMb: 150 };
const FORMATS = opt('formats', 'csv,xlsx').split(',');

if (!URL_) {
  console.error('BENCH_DATABASE_URL (a PostgreSQL database) is required');
  process.exit(2);
}

async function ensureSeeded(url: string) {
  const db = await openDatabase({ dataDir: '/tmp', databaseUrl: url });
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    if ((row?.n ?? 0) < PEOPLE) await seedDemo(db, { people: PEOPLE, collectors: COLLECTORS });
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    return after!.n;
  } finally {
    await db.close();
  }
}

function startServer(url: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../packages/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      HOUSEKEEPING_INTERVAL_SECONDS: '3600',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exported: { rowCount: number; complete: boolean; format: string }[] = [];
  let buffered = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (!line.includes('"people.exported"')) continue;
      exported.push((JSON.parse(line) as { event: (typeof exported)[number] }).event);
    }
  });
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  return { base: `http://127.0.0.1:${port}`, server, exported, rssMb };
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
      throw new Error(`admin login: ${res.status} (the database has another admin? use a fresh one)`);
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

async function main() {
  const started = Date.now();
  const people = await ensureSeeded(URL_!);
  console.log(`${people.toLocaleString('en')} people (ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const { base, server, exported, rssMb } = startServer(URL_!);
  let failed = false;
  try {
    const token = await login(base);
    for (const [format, budget] of [['csv', BUDGET.csvSeconds], ['xlsx', BUDGET.xlsxSeconds]] as const) {
      if (!FORMATS.includes(format)) continue;
      const before = rssMb();
      let peak = before;
      const poll = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
      const load = loadavg()[0]!.toFixed(1);
      const t0 = Date.now();
      const res = await download(`${base}/api/admin/people/export?format=${format}`, token, format === 'csv');
      const seconds = (Date.now() - t0) / 1000;
      clearInterval(poll);
      await new Promise((r) => setTimeout(r, 300)); // the log line follows the response's end
      const event = exported.filter((e) => e.format === format).pop();
      const growth = peak - before;
      const ok = res.status === 200 && event?.rowCount === people && event.complete && seconds <= budget && growth <= BUDGET.rssGrowthMb;
      failed ||= !ok;
      console.log(
        `${format}: ${seconds.toFixed(1)} s (budget ${budget} s), ${(res.bytes / 1e6).toFixed(1)} MB` +
          `${format === 'csv' ? ` (${res.lines.toLocaleString('en')} lines)` : ''}, rows ${event?.rowCount.toLocaleString('en')}` +
          `, RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)}, budget ${BUDGET.rssGrowthMb}), load ${load}` +
          `${ok ? '' : '  <-- MISSED'}`,
      );
    }
    // A client that leaves after 1 s: how long until PostgreSQL runs none of the export's statements.
    const watcher = new pg.Client({ connectionString: URL_ });
    await watcher.connect();
    await download(`${base}/api/admin/people/export?format=csv`, token, true, 1000);
    const cut = Date.now();
    let quietMs = -1;
    while (Date.now() - cut < 10_000) {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
           AND query LIKE '%ORDER BY p.created_at DESC, p.id DESC LIMIT%'`,
      );
      if (rows[0]!.n === 0) {
        quietMs = Date.now() - cut;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 300));
    await watcher.end();
    const cutEvent = exported.pop();
    console.log(
      `disconnect after 1 s: no export statement running ${quietMs} ms after the cut; ` +
        `${cutEvent?.rowCount.toLocaleString('en')} rows read, complete: ${cutEvent?.complete}`,
    );
    failed ||= quietMs < 0 || cutEvent?.complete !== false;
  } finally {
    server.kill('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
}

void main();
