// Starts the production server (`packages/server/src/main.ts`, serving the built shell and
// remotes and /api on one port) on a free loopback port, with a fresh data folder, a known first
// admin and SMS delivered to a fake gateway on 127.0.0.1 that the test reads codes from.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  baseUrl: string;
  sms: FakeSmsGateway;
  dataDir: string;
  /** A JSON call to the API as the given bearer token (or anonymously). */
  call<T = unknown>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  adminToken(): Promise<string>;
  collectorToken(phone: string, password: string): Promise<string>;
  createCollector(overrides?: Partial<Collector>): Promise<Collector>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within 60 s:\n${log()}`);
}

let collectorSeq = 0;

export async function startApp(options: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const sms = await startFakeSmsGateway();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
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
  // The e2e run uses the embedded database unless E2E_DATABASE_URL names a PostgreSQL server.
  if (process.env.E2E_DATABASE_URL && !options.env?.DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilUp(`${baseUrl}/`, child, () => output);

  const call: RunningApp['call'] = async (method, url, body, token) => {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  const adminToken = async () => {
    const res = await call<{ token: string }>('POST', '/auth/admin/login', {
      emailOrPhone: ADMIN.email,
      password: ADMIN.password,
    });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  };

  const collectorToken = async (phone: string, password: string) => {
    const res = await call<{ token: string }>('POST', '/auth/user/login', { phone, password });
    if (res.status !== 200) throw new Error(`collector login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  };

  const createCollector = async (overrides: Partial<Collector> = {}) => {
    collectorSeq += 1;
    const input = {
      firstName: overrides.firstName ?? `Collector${collectorSeq}`,
      lastName: overrides.lastName ?? 'Field',
      phone: overrides.phone ?? `+9197${String(Date.now() % 1e6).padStart(6, '0')}${String(collectorSeq % 100).padStart(2, '0')}`,
      password: overrides.password ?? 'Collector-Pass1',
    };
    const res = await call<{ id: string }>('POST', '/admin/users', input, await adminToken());
    if (res.status !== 201) throw new Error(`create collector failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { ...input, id: res.body.id };
  };

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await sms.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { baseUrl, sms, dataDir, call, adminToken, collectorToken, createCollector, stop };
}
