/* global fetch */
// Shared by the fault-probe scripts: start the real production server as its own process on a
// free port and a given DATA_DIR, wait for /api/health, talk JSON to it.
import { setTimeout } from 'node:timers';
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCall } from '../../packages/server/test/support/api-call.mjs';
import { officeAccount } from '../../packages/server/test/support/office-sign-in.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'probe-admin@example.org', password: 'Probe-Admin-Pass1' };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One health probe on a fresh connection, given up after 5 s (a starting server may stall). */
function healthStatus(port) {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'hr-fault-probe-'));

/**
 * Starts `node --import tsx packages/server/src/main.ts` (or `command`, an argv array) and waits
 * until /api/health answers 200. Resolves with the child, its base URL and its exit promise.
 */
export async function startServer({ dataDir, port, env = {}, command } = {}) {
  port ??= await freePort();
  const argv = command ?? [process.execPath, '--import', 'tsx', 'packages/server/src/main.ts'];
  const child = spawn(argv[0], argv.slice(1), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Production asks office accounts for a second factor (issue 39): adminToken below enrols
      // the admin's authenticator app at its first sign-in and completes the factor after.
      // Only the API: the probes do not need the front ends built.
      STATIC_ROOT: path.join(dataDir, 'no-static'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  dataOf.set(baseUrl, env.DATABASE_URL ?? dataDir);
  const deadline = Date.now() + Number(process.env.PROBE_START_MS ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      return { child, baseUrl, port, exited, output: () => output, started: false };
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await healthStatus(port)) === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, port, exited, output: () => output, started: true };
}

/**
 * Every answer the probe got from a server (any status), so that report() can tell a probe that
 * tested something from one that reached nothing: 300 requests at a port where nothing listens
 * once passed with 0 answers (issue 45, item 5).
 */
let answers = 0;
export const countAnswer = () => {
  answers += 1;
};

/** A JSON call: `call(baseUrl, method, url, body, token)`; the answer counts. */
export async function call(...args) {
  const res = await apiCall(...args);
  countAnswer();
  return res;
}

/** fetch() whose answers count (a refused connection is not an answer). */
export async function probeFetch(input, init) {
  const res = await fetch(input, init);
  countAnswer();
  return res;
}

/** Where each started server keeps its data (folder or database): its admin's factor is there. */
const dataOf = new Map();
/** The admin's second factor per data (office-sign-in.mjs): a restart on the same data keeps it. */
const admins = new Map();

/** The admin's session: the password, then a code (the first sign-in on new data enrols an app). */
export async function adminToken(baseUrl) {
  const data = dataOf.get(baseUrl) ?? baseUrl;
  const bound = (...args) => call(baseUrl, ...args);
  const known = admins.get(data);
  const admin =
    known?.on(bound) ??
    officeAccount({ call: bound, emailOrPhone: ADMIN.email, password: ADMIN.password });
  admins.set(data, admin);
  return admin.signIn();
}

/**
 * The one line run-all.mjs reads: `RESULT {"probe": ..., "ok": ..., "answers": N, ...}`. A probe
 * that received no answer tested nothing: it fails, whatever it concluded.
 */
export function report(result) {
  const ok = result.ok && answers > 0;
  const none =
    answers === 0 ? { error: 'no answers received from the server: nothing was tested' } : {};
  console.log(`RESULT ${JSON.stringify({ ...result, ...none, ok, answers })}`);
  process.exitCode = ok ? 0 : 1;
}
