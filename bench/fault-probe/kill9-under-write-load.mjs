// kill -9 under write load: writers add religions as fast as the server takes them; the server
// is killed mid-stream with SIGKILL and started again on the same DATA_DIR (over the lock the
// killed process left). Every write that was acknowledged (201) must be stored.
//   node bench/fault-probe/kill9-under-write-load.mjs   (PROBE_DATABASE_URL for PostgreSQL)
import { setTimeout } from 'node:timers';
import { rmSync } from 'node:fs';
import { adminToken, call, newDataDir, report, startServer } from './lib.mjs';

const WRITERS = Number(process.env.PROBE_WRITERS ?? 16);
const LOAD_MS = Number(process.env.PROBE_LOAD_MS ?? 3000);
const env = process.env.PROBE_DATABASE_URL ? { DATABASE_URL: process.env.PROBE_DATABASE_URL } : {};

const dataDir = newDataDir();
const first = await startServer({ dataDir, env });
const token = await adminToken(first.baseUrl);
const acknowledged = new Set();
let stop = false;
const run = `k9-${Date.now()}`;

async function writer(w) {
  for (let i = 0; !stop; i += 1) {
    const name = `${run}-${w}-${i}`;
    try {
      const res = await call(first.baseUrl, 'POST', '/admin/religions', { name }, token);
      if (res.status === 201) acknowledged.add(name);
    } catch {
      // the connection died with the server: not acknowledged
      return;
    }
  }
}

const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
await new Promise((r) => setTimeout(r, LOAD_MS));
first.child.kill('SIGKILL');
await first.exited;
stop = true;
await Promise.all(writers);

const second = await startServer({ dataDir, env });
if (!second.started) {
  report({
    probe: 'kill -9 under write load',
    ok: false,
    error: `restart failed: ${second.output()}`,
  });
} else {
  const stored = new Set(
    (
      await call(
        second.baseUrl,
        'GET',
        '/lookups/religions',
        undefined,
        await adminToken(second.baseUrl),
      )
    ).body
      .map((r) => r.name)
      .filter((n) => n.startsWith(run)),
  );
  const lost = [...acknowledged].filter((n) => !stored.has(n));
  report({
    probe: 'kill -9 under write load',
    ok: lost.length === 0,
    acknowledged: acknowledged.size,
    stored: stored.size,
    lost: lost.length,
    storedButNotAcknowledged: [...stored].filter((n) => !acknowledged.has(n)).length,
    restartedOverStaleLock: true,
  });
  second.child.kill('SIGTERM');
  await second.exited;
}
rmSync(dataDir, { recursive: true, force: true });
