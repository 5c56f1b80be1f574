// Restart over a stale lock naming the new server's own pid: in a container the server is pid 1
// after every restart, so the lock a killed server left names the pid the next one gets.
// With `unshare` (root on Linux) this is done for real: the server runs as pid 1 of a new pid
// namespace, is killed with SIGKILL, and a new pid 1 starts on the same DATA_DIR. Elsewhere a
// small wrapper writes such a lock (its own pid, an earlier start time) before starting main.ts.
//   node bench/fault-probe/stale-lock-own-pid.mjs
import { setTimeout } from 'node:timers';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { newDataDir, report, startServer } from './lib.mjs';

const canUnshare =
  process.env.PROBE_NO_UNSHARE !== '1' &&
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

const dataDir = newDataDir();
const lockFile = path.join(dataDir, 'pglite.lock');
let result;
if (canUnshare) {
  const asPid1 = [
    'unshare',
    '--pid',
    '--fork',
    '--mount-proc',
    '--kill-child',
    process.execPath,
    '--import',
    'tsx',
    'packages/server/src/main.ts',
  ];
  const first = await startServer({ dataDir, command: asPid1 });
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  first.child.kill('SIGKILL'); // unshare takes the server (pid 1 inside) with it
  await first.exited;
  await new Promise((r) => setTimeout(r, 500));
  const left = readFileSync(lockFile, 'utf8');
  const second = await startServer({ dataDir, command: asPid1 });
  result = {
    probe: 'restart with a stale lock naming the current pid',
    how: 'unshare: server as pid 1, killed, restarted as pid 1',
    ok: lock.pid === 1 && second.started,
    lockPidBeforeKill: lock.pid,
    lockLeftByKilledServer: left,
    restarted: second.started,
    ...(second.started ? {} : { output: second.output() }),
  };
  // unshare does not pass SIGTERM on; SIGKILL takes the server with it (--kill-child).
  second.child.kill('SIGKILL');
  await second.exited;
} else {
  const wrapper = [process.execPath, path.join(import.meta.dirname, 'lib', 'own-pid-lock.mjs')];
  const server = await startServer({ dataDir, command: wrapper });
  result = {
    probe: 'restart with a stale lock naming the current pid',
    how: 'wrapper: lock naming its own pid and an earlier start time',
    ok: server.started,
    restarted: server.started,
    ...(server.started ? {} : { output: server.output() }),
  };
  if (server.started) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
report(result);
rmSync(dataDir, { recursive: true, force: true });
