// The server the API benches measure over HTTP (bench/api-people.ts, duplicates.ts, reports.ts,
// review.ts, supervisor.ts): the real app in this process, on the bench's seeded database, on a
// loopback port the system picks, logging warnings only. BENCH_ADMIN is made to exist with its
// password (bench-admin.ts) whether or not the database has other admins, and signs in with the
// password alone (MFA_REQUIRED=none on this server). One admin for all of them, so a data folder
// or database seeded by one bench (--data-dir, BENCH_DATABASE_URL) serves the others.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { ensureAdmin } from './bench-admin';

export const BENCH_ADMIN = { email: 'bench@example.org', password: 'Bench-Passw0rd' };

export interface BenchApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The bearer token of a sign-in (`admin/login` or `user/login` with its body). */
  signIn(url: 'admin/login' | 'user/login', body: unknown): Promise<string>;
  /** The bearer token of BENCH_ADMIN. */
  adminToken(): Promise<string>;
}

export async function startBenchApp(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<BenchApp> {
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(24).toString('hex'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      MFA_REQUIRED: 'none',
    }),
    serveStatic: false,
  };
  const app = await buildApp(config, { logger: false });
  await ensureAdmin(app.db, BENCH_ADMIN);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = async (url: string, body: unknown): Promise<string> => {
    const res = await fetch(`${base}/api/auth/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  return {
    app,
    base,
    signIn,
    adminToken: () =>
      signIn('admin/login', { emailOrPhone: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  };
}
