/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Db } from '../../src/db';
import { mfaClock } from '../../src/services/mfa';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms-gateway';
import { officeAccount, type OfficeAccount } from './office-sign-in.mjs';

export const ADMIN = {
  email: 'admin@example.org',
  phone: '+919800000001',
  password: 'Admin-Passw0rd!',
  firstName: 'Asha',
  lastName: 'Admin',
};
export const JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const MIGRATIONS = path.resolve(__dirname, '../../migrations');

/** The migrations' fingerprint: a template made from other migrations is not reused. */
function migrationsHash(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS).sort())
    h.update(f).update(readFileSync(path.join(MIGRATIONS, f)));
  return h.digest('hex').slice(0, 12);
}

/**
 * A new PGlite database takes seconds to create; a migrated one is made once per run of the
 * migrations and copied for each test file (copying a closed database folder is safe).
 */
export async function freshPgliteDir(): Promise<string> {
  const template = path.join(tmpdir(), `hr-pglite-template-${migrationsHash()}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(tmpdir(), 'hr-pglite-building-'));
    const db = await openDatabase({ dataDir: building });
    await db.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another worker won
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-server-test-'));
  cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/** A fresh database on the TEST_DATABASE_URL server for one test file. */
export async function freshPostgresDb(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: string;
}

export interface Collector {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  token: string;
}

export interface TestApp {
  app: App;
  baseUrl: string;
  sms: FakeSmsGateway;
  config: AppConfig;
  call<T = any>(method: string, url: string, options?: CallOptions): Promise<CallResult<T>>;
  /**
   * The first admin's sign-in (office-sign-in.mjs): its first `signIn()` enrols an authenticator
   * app (MFA_REQUIRED=office, the default here), the next ones complete the second factor.
   */
  admin: OfficeAccount;
  /** The first admin's session (kept), through `admin`: with MFA_REQUIRED=office, its second factor. */
  adminToken(): Promise<string>;
  /**
   * Another office account (a supervisor, a second admin) signing in through this app, on its
   * clock: `signIn()` enrols an authenticator app the first time, then completes the factor.
   */
  officeAccount(emailOrPhone: string, password: string): OfficeAccount;
  /**
   * The second step of a sign-in whose password step answered `{mfaRequired: true, challenge}`:
   * the account's next code (`admin` unless another is given) at POST /auth/admin/login/mfa. The
   * answer as the API gives it (200 `{token, admin}`).
   */
  secondStep(
    challenge: string,
    account?: OfficeAccount,
    headers?: Record<string, string>,
  ): Promise<CallResult>;
  /**
   * A whole sign-in of an enrolled account, password then `secondStep`, for a test that reads the
   * completed sign-in's answer (`{token, admin}`, its headers); an account not enrolled yet enrols
   * first (its `signIn()`). With MFA_REQUIRED=none and no factor, the password step's answer.
   */
  officeSignIn(account?: OfficeAccount, headers?: Record<string, string>): Promise<CallResult>;
  createCollector(overrides?: Partial<Omit<Collector, 'id' | 'token'>>): Promise<Collector>;
  /** Sends and verifies a code for the phone as the collector, through the API. */
  verifyPhone(token: string, phone: string): Promise<void>;
  /** Verifies the phone and registers a person with it; returns the created person. */
  createPerson(token: string, fields?: Record<string, unknown>): Promise<any>;
  close(): Promise<void>;
}

let phoneSeq = 0;
/** A valid Indian mobile number, unique within the run: '+9198' + 8 digits. */
export function newPhone(): string {
  phoneSeq += 1;
  const base = (process.pid % 1000) * 100000 + phoneSeq;
  return `+9198${String(base).padStart(8, '0').slice(-8)}`;
}

export function personFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ravi Kumar',
    fatherName: 'Mohan Kumar',
    wardNo: '12',
    areaName: 'Gandhi Nagar',
    householdSize: 4,
    religion: 'Hindu',
    caste: 'Brahmin',
    ...overrides,
  };
}

export interface TestAppOptions extends Partial<AppConfig> {
  /**
   * A migrated database the caller keeps open and empties itself (database-reset.ts): the app
   * runs on it instead of a fresh one, and leaves it open when it closes.
   */
  db?: Db;
  /**
   * The first admin as another test app signed it in (`t.admin`): a server on a copy of that
   * app's data (a restored backup) knows the admin's authenticator app and recovery codes already.
   */
  adminAccount?: OfficeAccount;
}

/**
 * A server on a fresh database (or `dataDir`'s), built in this process, on a real port. It runs
 * with MFA_REQUIRED=office, production's policy: office accounts sign in through their second
 * factor (`adminToken()`, `officeAccount` from office-sign-in.mjs). A file whose subject is the
 * password-only policy passes `mfaRequired: 'none'` and says why (docs/testing.md).
 * `setup` runs before the app is ready: a test may add a route of its own.
 */
export async function startTestApp(
  options: TestAppOptions = {},
  setup?: (app: App) => void | Promise<void>,
): Promise<TestApp> {
  const { adminAccount, db, ...overrides } = options;
  const sms = await startFakeSmsGateway();
  let dataDir: string;
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (db) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-server-test-'));
  } else if (overrides.databaseUrl) {
    // A database the test made itself (a cluster of its own, test/support/replica-cluster.ts).
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-server-test-'));
    databaseUrl = overrides.databaseUrl;
  } else if (process.env.TEST_DATABASE_URL) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hr-server-test-'));
    const fresh = await freshPostgresDb(process.env.TEST_DATABASE_URL);
    databaseUrl = fresh.url;
    drop = fresh.drop;
  } else {
    dataDir = await freshPgliteDir();
  }
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PHONE: ADMIN.phone,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_FIRST_NAME: ADMIN.firstName,
      ADMIN_LAST_NAME: ADMIN.lastName,
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      MFA_REQUIRED: 'office',
    }),
    serveStatic: false,
    ...overrides,
  };
  const app = await buildApp(config, { logger: false, db });
  await setup?.(app);
  await app.ready();

  // A real port: the tests go through real HTTP, as the front ends do.
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const call: TestApp['call'] = async <T = any>(
    method: string,
    url: string,
    options: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}/api${url}`, { method, headers, body: payload });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      body: body as T,
      headers: Object.fromEntries(response.headers),
      raw,
    };
  };

  // With MFA_REQUIRED=office the first sign-in enrols an authenticator app and the next ones
  // complete the second factor (office-sign-in.mjs, on this process's `mfaClock`); with 'none'
  // the password step gives the session.
  const onThisApp = (method: string, url: string, body?: unknown, token?: string) =>
    call(method, url, { body, token });
  const admin =
    adminAccount?.on(onThisApp) ??
    officeAccount({
      call: onThisApp,
      emailOrPhone: ADMIN.email,
      password: ADMIN.password,
      now: () => mfaClock.now(),
    });
  let adminSession: Promise<string> | undefined;
  const adminToken = () => {
    adminSession ??= admin.signIn().catch((error: unknown) => {
      adminSession = undefined;
      throw new Error(`admin sign-in failed: ${String(error)}`);
    });
    return adminSession;
  };

  const officeAccountOf: TestApp['officeAccount'] = (emailOrPhone, password) =>
    officeAccount({ call: onThisApp, emailOrPhone, password, now: () => mfaClock.now() });

  const secondStep: TestApp['secondStep'] = async (challenge, account = admin, headers = {}) => {
    const { code } = await account.nextCode();
    return call('POST', '/auth/admin/login/mfa', { body: { challenge, code }, headers });
  };

  const officeSignIn: TestApp['officeSignIn'] = async (account = admin, headers = {}) => {
    if (config.mfaRequired === 'office' && !account.secret) await account.signIn();
    const step = await call('POST', '/auth/admin/login', {
      body: { emailOrPhone: account.emailOrPhone, password: account.password },
      headers,
    });
    if (step.status !== 200 || step.body.token) return step;
    if (!step.body.mfaRequired)
      throw new Error(`${account.emailOrPhone}: no second step offered: ${step.raw}`);
    return secondStep(step.body.challenge as string, account, headers);
  };

  let collectorSeq = 0;
  const createCollector: TestApp['createCollector'] = async (o = {}) => {
    collectorSeq += 1;
    const input = {
      firstName: o.firstName ?? `Collector${collectorSeq}`,
      lastName: o.lastName ?? 'Field',
      phone: o.phone ?? newPhone(),
      password: o.password ?? 'Collector-Pass1',
    };
    const res = await call('POST', '/admin/users', { token: await adminToken(), body: input });
    if (res.status !== 201) throw new Error(`create collector failed: ${res.status} ${res.raw}`);
    const login = await call('POST', '/auth/user/login', {
      body: { phone: input.phone, password: input.password },
    });
    if (login.status !== 200)
      throw new Error(`collector login failed: ${login.status} ${login.raw}`);
    return { ...input, id: res.body.id as string, token: login.body.token as string };
  };

  const verifyPhone: TestApp['verifyPhone'] = async (token, phone) => {
    const sent = await call('POST', '/otp/send', { token, body: { phone } });
    if (sent.status !== 200) throw new Error(`otp send failed: ${sent.status} ${sent.raw}`);
    const code = sms.lastCodeFor(phone);
    const verified = await call('POST', '/otp/verify', { token, body: { phone, code } });
    if (verified.status !== 200)
      throw new Error(`otp verify failed: ${verified.status} ${verified.raw}`);
  };

  const createPerson: TestApp['createPerson'] = async (token, fields = {}) => {
    const phone = (fields.phone as string | undefined) ?? newPhone();
    await verifyPhone(token, phone);
    const res = await call('POST', '/user/people', {
      token,
      body: personFields({ ...fields, phone }),
    });
    if (res.status !== 201) throw new Error(`create person failed: ${res.status} ${res.raw}`);
    return res.body;
  };

  return {
    app,
    baseUrl,
    sms,
    config,
    call,
    admin,
    adminToken,
    officeAccount: officeAccountOf,
    secondStep,
    officeSignIn,
    createCollector,
    verifyPhone,
    createPerson,
    async close() {
      await app.close();
      await sms.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
