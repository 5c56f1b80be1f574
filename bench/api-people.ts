// GET /api/admin/people with 50,000 seeded people, as the admin UI asks for it (brotli, gzip).
//   npm run bench:api                 PGlite in a temporary folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
//                                     ... and PostgreSQL too (a throwaway database on that server)
// Options: --people N (50000), --runs N (7).
// Two figures per encoding: 'repeat' (the same list asked again, as the admin pages do; the
// server checks the data version in SQL and reuses the JSON it built) and 'rebuild' (a person
// changed before each request, so PostgreSQL builds the whole JSON again). Exits 1 when a
// 'repeat' median is 1 s or more; 'rebuild' is printed for information (it depends most on how
// busy the machine is: the JSON is built by one PostgreSQL backend, the compression on another core).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { openDatabase } from '../packages/server/src/db';
import { seedDemo } from '../packages/server/src/services/demo-seed';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PEOPLE = opt('people', 50_000);
const RUNS = opt('runs', 7);
const ADMIN = { email: 'bench@example.org', password: 'Bench-Passw0rd' };

function get(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, bytes, encoding: res.headers['content-encoding'] as string | undefined }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function bench(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    }),
    serveStatic: false,
  };
  try {
    let started = Date.now();
    const db = await openDatabase({ databaseUrl, dataDir });
    const seeded = await seedDemo(db, { people: PEOPLE, collectors: 500 });
    await db.close();
    console.log(`[${label}] seeded ${seeded.peopleTotal} people in ${Date.now() - started} ms`);

    const app = await buildApp(config, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${base}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrPhone: ADMIN.email, password: ADMIN.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const url = `${base}/api/admin/people`;
      const auth = { authorization: `Bearer ${token}` };
      const plain = await get(url, { ...auth, 'accept-encoding': 'identity' });
      console.log(`[${label}] JSON ${(plain.bytes / 1e6).toFixed(1)} MB uncompressed`);
      let ok = true;
      const touch = () =>
        app.db.query(
          'UPDATE people SET updated_at = clock_timestamp() WHERE id = (SELECT id FROM people ORDER BY id LIMIT 1)',
        );
      for (const mode of ['repeat', 'rebuild'] as const) {
        for (const encoding of ['br', 'gzip']) {
          const times: number[] = [];
          let size = 0;
          for (let i = 0; i < RUNS; i += 1) {
            if (mode === 'rebuild') await touch();
            started = performance.now();
            const res = await get(url, { ...auth, 'accept-encoding': encoding });
            times.push(performance.now() - started);
            if (res.status !== 200 || res.encoding !== encoding) throw new Error(`unexpected ${res.status} ${res.encoding}`);
            size = res.bytes;
          }
          const m = median(times);
          if (mode === 'repeat') ok &&= m < 1000;
          console.log(
            `[${label}] ${mode} ${encoding}: median ${m.toFixed(0)} ms over ${RUNS} runs ` +
              `(min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), ${(size / 1e6).toFixed(2)} MB`,
          );
        }
      }
      return ok;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withThrowawayDatabase<T>(baseUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `hr_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  let ok = await bench('PGlite', undefined);
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) ok = (await withThrowawayDatabase(pgUrl, (url) => bench('PostgreSQL', url))) && ok;
  else console.log('(set BENCH_DATABASE_URL to measure PostgreSQL too)');
  if (!ok) {
    console.error('FAIL: a repeat median was 1 s or more');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
