// Starts the production server (what `packages/server/src/main.ts` builds: the built shell and
// remotes and /api on one port, NODE_ENV=production) on a loopback port the system picks, with a fresh data folder (and, with E2E_DATABASE_URL, a fresh PostgreSQL database), a
// known first admin and SMS delivered to a fake gateway on 127.0.0.1 that the test reads codes from.
// In jest it is built in the worker's server host (environment.ts, server-host.ts): one process
// per worker, the server's code loaded once, a fresh data folder or database per file, and the
// database at hand between tests (`reset`, `withDatabase`) without a restart. `inProcess` builds
// it inside the test's own process instead, for a file that needs the server's TOTP clock
// (`mfaClock`) to be its own (mfa.e2e.ts); outside jest's environment (a script) it runs as
// `main.ts` in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase, type Queryable } from '../../packages/server/src/db';
import { mfaClock } from '../../packages/server/src/services/mfa';
import type { ServerHost } from './environment';
import { apiCall } from '../../packages/server/test/support/api-call.mjs';
import {
  officeAccount,
  type OfficeAccount,
} from '../../packages/server/test/support/office-sign-in.mjs';
import {
  startFakeSmsGateway,
  type FakeSmsGateway,
} from '../../packages/server/test/support/fake-sms-gateway';

export const ROOT = path.resolve(__dirname, '../..');

export const ADMIN = {
  email: 'admin@example.org',
  phone: '+919800000001',
  password: 'Admin-Passw0rd!',
  firstName: 'Asha',
  lastName: 'Admin',
};

export interface Collector {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
}

export interface RunningApp {
  /** Where the server answers now; a new port after `withDatabase` on PGlite. */
  readonly baseUrl: string;
  sms: FakeSmsGateway;
  dataDir: string;
  /**
   * Runs statements on the app's database, for states a test must set up that no API call
   * makes (a code past its expiry): on the running server's database; for a server in a process
   * of its own, on PostgreSQL directly, and on the embedded database (one process only) with the
   * server stopped meanwhile and started again on the same data.
   */
  withDatabase(work: (db: Queryable) => Promise<unknown>): Promise<void>;
  /** Moves the phone's one-time code past its expiry, as time would. */
  expireCode(phone: string): Promise<void>;
  /**
   * Back to a new install: no collector, person, religion, caste, code, limit, export link or
   * API token; the first admin and the activity log stay (the log is append-only by design).
   */
  reset(): Promise<void>;
  /** A JSON call to the API as the given bearer token (or anonymously). */
  call<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T }>;
  /**
   * The first admin's second factor: an authenticator app enrolled through the API when the
   * server started (`admin.secret`), codes that no sign-in used yet (`admin.nextCode()`).
   */
  admin: OfficeAccount;
  /** The first admin's session: the password, then the second factor. */
  adminToken(): Promise<string>;
  /** Another office account (a supervisor) signing in like `admin`: it enrols at its first sign-in. */
  officeAccount(emailOrPhone: string, password: string): OfficeAccount;
  collectorToken(phone: string, password: string): Promise<string>;
  createCollector(overrides?: Partial<Collector>): Promise<Collector>;
  stop(): Promise<void>;
}

/** A started server: where it answers, how to stop it, and its database when in this process. */
interface Server {
  baseUrl: string;
  stop(): Promise<void>;
  db?: Queryable;
}

/** The same server built in this process: no port race either (port 0, the address it got). */
async function startServerInProcess(env: NodeJS.ProcessEnv): Promise<Server> {
  const config = { ...loadConfig(env), port: 0 };
  const app = await buildApp(config, { logger: false });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl, db: app.db, stop: () => app.close() };
}

/**
 * The same server built in the jest worker's server host (environment.ts, server-host.ts): its
 * code loaded once per worker, and its database at hand between tests like an in-process one.
 */
async function startServerInHost(host: ServerHost, env: NodeJS.ProcessEnv): Promise<Server> {
  const { server, baseUrl } = await host.request<{ server: number; baseUrl: string }>({
    op: 'start',
    env,
  });
  return {
    baseUrl,
    db: {
      query: <T>(sql: string, params?: unknown[]) =>
        host.request<T[]>({ op: 'query', server, sql, params }),
    },
    stop: () => host.request({ op: 'stop', server }),
  };
}

async function startServerProcess(env: NodeJS.ProcessEnv): Promise<Server> {
  const { child, baseUrl } = await startServer(env);
  return { baseUrl, stop: () => stopServer(child) };
}

/**
 * Starts the server with PORT=0 and resolves to the address it reports on stdout once it
 * listens: no port is guessed, so parallel starts cannot race for one.
 */
function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; baseUrl: string; log: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = () => output;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not report its address within 60 s:\n${output}`));
    }, 60_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /^listening on (http:\/\/\S+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1]!, log });
      }
    });
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited early (${signal ?? code}):\n${output}`));
    });
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

const MIGRATIONS = path.join(ROOT, 'packages/server/migrations');

/**
 * A fresh data folder with the embedded database already migrated: creating one takes the
 * server seconds, so a migrated one is made once per set of migrations and copied (a closed
 * database folder copies safely).
 */
async function freshDataDir(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS).sort())
    hash.update(f).update(readFileSync(path.join(MIGRATIONS, f)));
  const template = path.join(tmpdir(), `hr-e2e-pglite-template-${hash.digest('hex').slice(0, 12)}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(tmpdir(), 'hr-e2e-building-'));
    await (await openDatabase({ dataDir: building })).close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // made meanwhile by another run
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-e2e-'));
  cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/**
 * A new database on the E2E_DATABASE_URL server, so that test files (and tests within them)
 * never share data there; undefined when the tests run on the embedded database.
 */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return undefined;
  const name = `hr_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

let collectorSeq = 0;

/** What `reset` empties, children first: all a test can create but the admin and the log. */
const RESET_TABLES = [
  'export_links',
  'api_tokens',
  'otp_codes',
  'phone_verifications',
  'rate_limits',
  'people',
  'castes',
  'religions',
  'users',
];

export async function startApp(
  options: {
    /** Extra server environment; a DATA_DIR given here belongs to the caller and is kept. */
    env?: Record<string, string>;
    /** A PostgreSQL database to use and keep (see freshDatabase); default: a fresh one, dropped on stop. */
    databaseUrl?: string;
    /** Builds the server in this process (see the top of this file). */
    inProcess?: boolean;
    /** The first admin's factor when the data has it already: the `admin` of an earlier start. */
    admin?: OfficeAccount;
  } = {},
): Promise<RunningApp> {
  const sms = await startFakeSmsGateway();
  const own = options.databaseUrl ? undefined : await freshDatabase();
  const databaseUrl = options.databaseUrl ?? own?.url;
  const dataDir =
    options.env?.DATA_DIR ??
    (databaseUrl ? mkdtempSync(path.join(tmpdir(), 'hr-e2e-')) : await freshDataDir());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: sms.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PHONE: ADMIN.phone,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_FIRST_NAME: ADMIN.firstName,
    ADMIN_LAST_NAME: ADMIN.lastName,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // The embedded database unless E2E_DATABASE_URL names a PostgreSQL server.
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  // The worker's server host unless the test needs the server in its own process (its clock).
  const host = (globalThis as { __hrServerHost?: ServerHost }).__hrServerHost;
  const start = options.inProcess
    ? startServerInProcess
    : host
      ? (serverEnv: NodeJS.ProcessEnv) => startServerInHost(host, serverEnv)
      : startServerProcess;
  let server = await start(env);
  let baseUrl = server.baseUrl;

  const call: RunningApp['call'] = (method, url, body, token) =>
    apiCall(baseUrl, method, url, body, token);

  // Production's default asks office accounts for a second factor (issue 39): the first admin
  // enrols an authenticator app now, through the API, and every sign-in completes it.
  const officeAccountOf = (emailOrPhone: string, password: string) =>
    officeAccount({
      call,
      emailOrPhone,
      password,
      now: options.inProcess ? () => mfaClock.now() : undefined,
    });
  const admin = options.admin?.on(call) ?? officeAccountOf(ADMIN.email, ADMIN.password);
  const adminToken = () => admin.signIn();

  const collectorToken = async (phone: string, password: string) => {
    const res = await call<{ token: string }>('POST', '/auth/user/login', { phone, password });
    if (res.status !== 200)
      throw new Error(`collector login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  };

  const createCollector = async (overrides: Partial<Collector> = {}) => {
    collectorSeq += 1;
    const input = {
      firstName: overrides.firstName ?? `Collector${collectorSeq}`,
      lastName: overrides.lastName ?? 'Field',
      phone:
        overrides.phone ??
        `+9197${String(Date.now() % 1e6).padStart(6, '0')}${String(collectorSeq % 100).padStart(2, '0')}`,
      password: overrides.password ?? 'Collector-Pass1',
    };
    const res = await call<{ id: string }>('POST', '/admin/users', input, await adminToken());
    if (res.status !== 201)
      throw new Error(`create collector failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...input, id: res.body.id };
  };

  const withDatabase: RunningApp['withDatabase'] = async (work) => {
    if (server.db) {
      await work(server.db);
      return;
    }
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await work({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        });
      } finally {
        await client.end();
      }
      return;
    }
    await server.stop();
    const db = await openDatabase({ dataDir });
    try {
      await work(db);
    } finally {
      await db.close();
      server = await start(env);
      baseUrl = server.baseUrl;
    }
  };

  const expireCode = (phone: string) =>
    withDatabase((db) =>
      db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [
        phone,
      ]),
    );

  // Children before parents; the counts tables follow through their triggers.
  const reset = async () => {
    await withDatabase(async (db) => {
      for (const table of RESET_TABLES) await db.query(`DELETE FROM ${table}`);
      // Supervisors are office accounts (admins with role 'supervisor'): the first admin stays.
      await db.query(`DELETE FROM admins WHERE role = 'supervisor'`);
    });
    sms.messages.length = 0;
  };

  const stop = async () => {
    await server.stop();
    await sms.close();
    await own?.drop();
    if (!options.env?.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await adminToken(); // the enrolment, at the first sign-in
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    get baseUrl() {
      return baseUrl;
    },
    sms,
    dataDir,
    withDatabase,
    expireCode,
    reset,
    call,
    admin,
    adminToken,
    officeAccount: officeAccountOf,
    collectorToken,
    createCollector,
    stop,
  };
}
