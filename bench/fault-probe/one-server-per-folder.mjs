// One server per embedded database, in containers too: a server running as pid 1 of its own pid
// namespace (as in a container: `unshare --pid --fork --mount-proc`, Linux as root) holds the
// data folder; a second server on the host with the same DATA_DIR must exit non-zero at once,
// naming the folder, and change nothing; after kill -9 of the holder a new server starts at once
// with every acknowledged write. Without unshare both servers run on the host.
//   node bench/fault-probe/one-server-per-folder.mjs
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { adminToken, call, newDataDir, report, startServer } from './lib.mjs';

const canUnshare =
  process.env.PROBE_NO_UNSHARE !== '1' &&
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
const main = [process.execPath, '--import', 'tsx', 'packages/server/src/main.ts'];
// unshare takes the server with it when killed (--kill-child).
const asPid1 = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...main];

const dataDir = newDataDir();
const religions = async (baseUrl, token) =>
  (await call(baseUrl, 'GET', '/lookups/religions', undefined, token)).body.map((r) => r.name).sort();

const holder = await startServer({ dataDir, command: canUnshare ? asPid1 : main });
const token = await adminToken(holder.baseUrl);
const acknowledged = [];
for (let i = 0; i < 5; i += 1) {
  const name = `Acknowledged ${i}`;
  if ((await call(holder.baseUrl, 'POST', '/admin/religions', { name }, token)).status === 201) acknowledged.push(name);
}

const started = Date.now();
const second = await startServer({ dataDir });
const refusedInMs = Date.now() - started;
const secondExit = second.started ? undefined : await second.exited;
const refusedWithMessage = /Data folder \S+ is in use by another server/.test(second.output());
const holderStillAnswers = (await religions(holder.baseUrl, token)).length === acknowledged.length;

holder.child.kill('SIGKILL');
await holder.exited;
const restartedAt = Date.now();
const after = await startServer({ dataDir });
const restartMs = Date.now() - restartedAt;
const kept = after.started ? await religions(after.baseUrl, await adminToken(after.baseUrl)) : [];
if (second.started) second.child.kill('SIGKILL');
if (after.started) {
  after.child.kill('SIGTERM');
  await after.exited;
}

report({
  probe: 'one server per data folder across pid namespaces',
  how: canUnshare ? 'holder as pid 1 of its own namespace (unshare), second on the host' : 'both on the host',
  ok:
    !second.started &&
    secondExit?.code !== 0 &&
    refusedWithMessage &&
    holderStillAnswers &&
    after.started &&
    kept.join() === acknowledged.join(),
  secondRefused: !second.started,
  secondExitCode: secondExit?.code,
  refusedInMs,
  refusedWithMessage,
  holderStillAnswers,
  restartedAfterKill9: after.started,
  restartMs,
  acknowledgedWrites: acknowledged.length,
  keptWrites: kept.length,
});
rmSync(dataDir, { recursive: true, force: true });
