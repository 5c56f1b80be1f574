// The production server as `npm start` runs it (built shell and remotes plus /api on one port),
// for benchmarks: PGlite in a temporary folder, a known first admin, a loopback port the system
// picks (PORT=0: the server prints it) and SMS going to a webhook on 127.0.0.1 that keeps the
// codes, so a bench can verify phones through the real API.
/* global fetch, setTimeout, clearTimeout */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const BUILD_OUTPUTS = [
  'shell/dist/index.html',
  ...['admin', 'lookups', 'collector'].map((r) => `remote-${r}/dist/remoteEntry.js`),
];

/** Runs `npm run build` when any app's build output is missing. */
export function ensureBuilt() {
  if (BUILD_OUTPUTS.every((f) => existsSync(path.join(ROOT, f)))) return;
  console.log('Build output missing: running `npm run build`.');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

/** An HTTP SMS gateway speaking the `webhook` provider's protocol; keeps the last code per phone. */
async function startSmsWebhook() {
  const codes = new Map();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      try {
        const { to, message } = JSON.parse(body);
        const code = /\b(\d{6})\b/.exec(message)?.[1];
        if (code) codes.set(to, code);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    codeFor: (phone) => codes.get(phone),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Starts the server; resolves once it listens. `call(method, url, body?, token?)` is a JSON call
 * to its API that throws on a non-2xx answer.
 */
export async function startProductionServer({ admin }) {
  const sms = await startSmsWebhook();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PHONE: admin.phone,
      ADMIN_PASSWORD: admin.password,
      ADMIN_FIRST_NAME: 'Bench',
      ADMIN_LAST_NAME: 'Admin',
      // Production asks office accounts for a second factor (MFA_REQUIRED=office); the benches
      // sign in with the password alone on their own server.
      MFA_REQUIRED: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start within 90 s:\n${log}`)),
      90_000,
    );
    child.stdout.on('data', (chunk) => {
      log += chunk;
      const match = /^listening on (http:\/\/\S+)$/m.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => (log += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${log}`));
    });
  });

  const call = async (method, url, body, token) => {
    const res = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => undefined);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await sms.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, call, smsCodeFor: sms.codeFor, stop };
}
