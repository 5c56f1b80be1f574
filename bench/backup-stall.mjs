/* global fetch, performance */
// How long an online backup of the embedded database holds the server (issue 45, item 3): the
// production server runs on a seeded DATA_DIR; one writer adds religions back to back and a
// health probe asks /api/health every 100 ms while `npm run backup` runs. Prints the backup's
// duration, the health answers by status, and the longest write (the time writes waited).
//   node bench/backup-stall.mjs --data-dir /tmp/hr-100k   (seeded with npm run seed:demo)
import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { adminToken, call, ROOT, startServer } from './fault-probe/lib.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = option('data-dir');
if (!dataDir) throw new Error('Usage: node bench/backup-stall.mjs --data-dir <seeded DATA_DIR>');

const server = await startServer({ dataDir: path.resolve(dataDir), env: { LOG_LEVEL: 'warn' } });
const token = await adminToken(server.baseUrl);
const out = path.join(tmpdir(), `hr-backup-stall-${process.pid}.tar.gz`);
let done = false;

const health = {};
let healthMax = 0;
async function probe() {
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
    const body = res ? await res.json().catch(() => ({})) : {};
    const key = res ? `${res.status} ${body.status ?? body.code}` : 'no answer';
    health[key] = (health[key] ?? 0) + 1;
    healthMax = Math.max(healthMax, performance.now() - started);
    await setTimeout(100);
  }
}

const writes = [];
async function writer() {
  for (let i = 0; !done; i += 1) {
    const started = performance.now();
    const res = await call(server.baseUrl, 'POST', '/admin/religions', { name: `Stall ${process.pid} ${i}` }, token);
    if (res.status !== 201) throw new Error(`write ${i}: ${res.status}`);
    writes.push(performance.now() - started);
  }
}

const loops = [probe(), writer()];
await setTimeout(1000); // a second of writes before the backup: the quiet write time
const quiet = writes.length;
const started = performance.now();
const backup = spawn('npm', ['run', '--silent', 'backup', '--', '--out', out], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: path.resolve(dataDir), DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const status = await new Promise((resolve) => backup.on('exit', resolve));
const backupMs = performance.now() - started;
await setTimeout(500);
done = true;
await Promise.all(loops);
server.child.kill('SIGTERM');
await server.exited;

const during = writes.slice(quiet).sort((a, b) => a - b);
const quietMs = writes.slice(0, quiet).sort((a, b) => a - b);
const pct = (list, p) => list[Math.min(list.length - 1, Math.floor(list.length * p))]?.toFixed(1);
console.log(
  JSON.stringify(
    {
      backupExit: status,
      backupMs: Math.round(backupMs),
      backupBytes: status === 0 ? statSync(out).size : undefined,
      health,
      healthLongestMs: Math.round(healthMax),
      writesQuiet: { n: quietMs.length, medianMs: pct(quietMs, 0.5) },
      writesDuringBackup: { n: during.length, medianMs: pct(during, 0.5), p99Ms: pct(during, 0.99), maxMs: during.at(-1)?.toFixed(1) },
    },
    null,
    1,
  ),
);
rmSync(out, { force: true });
