// The people API at district scale (issue 11): 1,000,000 people by 2,000 collectors.
//   npm run bench:api -- [--people 1000000] [--collectors 2000] [--runs 7] [--load-seconds 20]
//                        [--data-dir DIR] [--skip pglite|postgres] [--no-load] [--no-stream]
// PGlite in DATA_DIR (--data-dir keeps and reuses a seeded folder; default a temporary one) and,
// with BENCH_DATABASE_URL, PostgreSQL in that database (seeded up to --people; reused when it
// already holds them). Prints medians of --runs runs (at least 5) against the budgets:
//   first page (no q) <= 30 ms; selective search (a full name: a few rows) <= 50 ms; broad
//   search (a common letter pair, incl. total) <= 200 ms; sort by ward, page 5,000 <= 100 ms; GET /admin/stats
//   <= 200 ms on PostgreSQL; PGlite within 3x of PostgreSQL;
//   load: autocannon -c 50 for --load-seconds on GET /api/user/people/:id against a bare Fastify
//   route doing the same one-row query on the same database: >= 50 % of its throughput, 0 errors;
//   the streamed full list GET /admin/people: time and the server process's peak RSS (< 300 MB).
// Exits 1 when a budget is missed. Also prints what compression costs per page (brotli/gzip levels).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { openDatabase, type Db } from '../packages/server/src/db';
import { getPerson } from '../packages/server/src/db/queries/people';
import { DEMO_PASSWORD, seedDemo } from '../packages/server/src/services/demo-seed';
import { BENCH_ADMIN, startBenchApp } from './lib/bench-app';
import { loadNote, timeRepeated } from './lib/timing';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PEOPLE = Number(opt('people', '1000000'));
const COLLECTORS = Number(opt('collectors', '2000'));
const RUNS = Math.max(5, Number(opt('runs', '7')));
const LOAD_SECONDS = Number(opt('load-seconds', '20'));
const SKIP = opt('skip', '');
const LOAD = !args.includes('--no-load');
const STREAM = !args.includes('--no-stream');
const BUDGET = {
  firstPage: 30,
  selective: 50,
  broad: 200,
  deepWard: 100,
  stats: 200,
  pgliteFactor: 3,
  loadShare: 0.5,
  rssMb: 300,
};

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; bytes: number; body: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes < 1e6) parts.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, body: Buffer.concat(parts).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function timed(url: string, headers: Record<string, string>) {
  const r = await timeRepeated(RUNS, () => get(url, headers));
  const last = r.results[r.results.length - 1]!;
  const failed = r.results.find((res) => res.status !== 200);
  if (failed) throw new Error(`${url}: ${failed.status} ${failed.body.slice(0, 200)}`);
  return { ms: r.median, min: r.min, max: r.max, last };
}

/** autocannon in its own process, so it does not share the server's event loop. */
function autocannon(url: string, headers: Record<string, string>) {
  const cli = require.resolve('autocannon/autocannon.js');
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  return new Promise<{ rps: number; errors: number; non2xx: number; p50: number; p99: number }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        [cli, '-c', '50', '-d', String(LOAD_SECONDS), '-j', ...h, url],
        {
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.on('error', reject);
      child.on('exit', () => {
        try {
          const r = JSON.parse(out);
          resolve({
            rps: r.requests.average,
            errors: r.errors + r.timeouts,
            non2xx: r.non2xx,
            p50: r.latency.p50,
            p99: r.latency.p99,
          });
        } catch (error) {
          reject(error);
        }
      });
    },
  );
}

type Figures = Record<string, number>;

async function bench(
  label: string,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Figures> {
  const started = Date.now();
  // Seeded through its own connection: an embedded database has one opener at a time.
  const seedDb = await openDatabase({ databaseUrl, dataDir });
  const seeded = await seedDemo(seedDb, { people: PEOPLE, collectors: COLLECTORS }).finally(() =>
    seedDb.close(),
  );
  console.log(
    `[${label}] ${seeded.peopleTotal} people (${seeded.peopleAdded} added) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app, base, signIn: login, adminToken } = await startBenchApp(dataDir, databaseUrl);
  const db: Db = app.db;
  const figures: Figures = {};
  try {
    const admin = { authorization: `Bearer ${await adminToken()}`, 'accept-encoding': 'br' };
    const collectorPhone = '+917000000001';
    const collector = {
      authorization: `Bearer ${await login('user/login', { phone: collectorPhone, password: DEMO_PASSWORD })}`,
    };
    const search = `${base}/api/admin/people/search`;

    const cases: [string, string, number][] = [
      ['firstPage', `${search}`, BUDGET.firstPage],
      ['selective', `${search}?q=ravi%20kumar%20sharma`, BUDGET.selective],
      ['broad', `${search}?q=ar`, BUDGET.broad],
      ['deepWard', `${search}?sort=wardNo&page=5000`, BUDGET.deepWard],
      ['stats', `${base}/api/admin/stats`, BUDGET.stats],
    ];
    for (const [name, url, budget] of cases) {
      const r = await timed(url, { ...admin, 'accept-encoding': 'identity' });
      figures[name] = r.ms;
      const info =
        name === 'stats'
          ? ''
          : (() => {
              const body = JSON.parse(r.last.body) as {
                total: number;
                totalCapped: boolean;
                items: unknown[];
              };
              return `, ${body.items.length} items, total ${body.total}${body.totalCapped ? '+' : ''}`;
            })();
      console.log(
        `[${label}] ${name.padEnd(10)} median ${r.ms.toFixed(1)} ms (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}; budget ${budget} ms${label === 'PGlite' ? ' on PostgreSQL' : ''})${info}`,
      );
    }

    // A collector's person, for the one-row load test.
    const [person] = await db.query<{ id: string; created_by: string }>(
      `SELECT p.id, p.created_by FROM people p JOIN users u ON u.id = p.created_by WHERE u.phone = $1 LIMIT 1`,
      [collectorPhone],
    );
    if (LOAD && person) {
      const bare = Fastify({ logger: false });
      bare.get('/bare/:id', async (request) =>
        getPerson(db, (request.params as { id: string }).id, person.created_by),
      );
      const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
      try {
        const plain = await autocannon(`${bareBase}/bare/${person.id}`, {});
        const api = await autocannon(`${base}/api/user/people/${person.id}`, collector);
        figures.loadBare = plain.rps;
        figures.loadApi = api.rps;
        figures.loadErrors = api.errors + api.non2xx + plain.errors + plain.non2xx;
        console.log(
          `[${label}] load -c 50 ${LOAD_SECONDS} s: bare ${plain.rps.toFixed(0)} req/s (p50 ${plain.p50} ms), ` +
            `GET /api/user/people/:id ${api.rps.toFixed(0)} req/s (p50 ${api.p50} ms, p99 ${api.p99} ms) = ` +
            `${((100 * api.rps) / plain.rps).toFixed(0)} % (budget >= 50 %), errors ${figures.loadErrors}`,
        );
      } finally {
        await bare.close();
      }
    }

    // What compression costs per page (25 people as JSON), per level: why brotli 4 / gzip 6.
    const page = (await get(`${search}?pageSize=25`, { ...admin, 'accept-encoding': 'identity' }))
      .body;
    const levels: [string, () => Buffer][] = [
      ['brotli 11 (default)', () => zlib.brotliCompressSync(page)],
      [
        'brotli 4',
        () =>
          zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
      ],
      ['gzip 6', () => zlib.gzipSync(page, { level: 6 })],
    ];
    for (const [name, fn] of levels) {
      const t0 = performance.now();
      let out: Buffer = Buffer.alloc(0);
      for (let i = 0; i < 200; i += 1) out = fn();
      const each = (performance.now() - t0) / 200;
      if (label !== 'PGlite')
        console.log(
          `[${label}] ${name}: ${each.toFixed(3)} ms per ${page.length}-byte page, to ${out.length} bytes`,
        );
    }
  } finally {
    await app.close();
  }
  if (STREAM)
    Object.assign(figures, await streamFullList(label, app.config.jwtSecret, databaseUrl, dataDir));
  return figures;
}

/**
 * The full list from a separate server process (`src/main.ts`), so that its peak RSS (VmHWM)
 * is the server's alone, not this script's nor the load generator's.
 */
async function streamFullList(
  label: string,
  jwtSecret: string,
  databaseUrl: string | undefined,
  dataDir: string,
) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '../packages/server/src/main.ts')],
    {
      env,
      stdio: 'ignore',
    },
  );
  const status = (field: string) => {
    const text = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    let token = '';
    for (let i = 0; i < 600 && !token; i += 1) {
      try {
        const res = await fetch(`${base}/api/auth/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrPhone: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
        });
        token = ((await res.json()) as { token: string }).token;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const before = status('VmRSS');
    const started = Date.now();
    const full = await get(`${base}/api/admin/people`, {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br',
    });
    const streamMs = Date.now() - started;
    const peak = status('VmHWM');
    console.log(
      `[${label}] full list streamed: ${(full.bytes / 1e6).toFixed(1)} MB brotli in ${(streamMs / 1000).toFixed(1)} s; ` +
        `server process RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (budget < ${BUDGET.rssMb} MB)`,
    );
    return { streamMs, streamRssMb: peak };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  console.log(`machine: ${cpus().length} cores, load average ${loadNote()}`);
  const results: Record<string, Figures> = {};
  const keep = opt('data-dir', '');
  if (SKIP !== 'pglite') {
    const dataDir = keep || mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PGlite = await bench('PGlite', undefined, dataDir);
    } finally {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url && SKIP !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
    try {
      results.PostgreSQL = await bench('PostgreSQL', url, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (!url) console.log('(set BENCH_DATABASE_URL to measure PostgreSQL too)');
  console.log(`load average after: ${loadNote()}`);
  console.log(JSON.stringify(results));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
