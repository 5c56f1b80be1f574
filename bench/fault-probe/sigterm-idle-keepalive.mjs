// SIGTERM with idle keep-alive clients: one connection that finished a request and one that
// never sent any (as browsers pre-open them). The server must exit 0 at once (not after a
// time-out), having closed the database and released the PGlite lock.
//   node bench/fault-probe/sigterm-idle-keepalive.mjs
import { setTimeout } from 'node:timers';
import { existsSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { countAnswer, newDataDir, report, startServer } from './lib.mjs';

const dataDir = newDataDir();
const server = await startServer({ dataDir });
const agent = new Agent({ keepAlive: true });
await new Promise((resolve) =>
  get(`${server.baseUrl}/api/health`, { agent }, (res) => {
    countAnswer();
    res.resume().on('end', resolve);
  }),
);
const silent = connect(server.port, '127.0.0.1');
silent.on('error', () => undefined);
await new Promise((r) => silent.once('connect', r));
await new Promise((r) => setTimeout(r, 200));

const signalled = Date.now();
server.child.kill('SIGTERM');
const exit = await Promise.race([
  server.exited,
  new Promise((r) => setTimeout(() => r({ code: 'still running after 30 s' }), 30_000)),
]);
const seconds = ((exit.at ?? Date.now()) - signalled) / 1000;
agent.destroy();
silent.destroy();
if (exit.code === 'still running after 30 s') server.child.kill('SIGKILL');
const lockLeft = existsSync(path.join(dataDir, 'pglite.lock'));
report({
  probe: 'SIGTERM with idle keep-alive clients',
  ok: exit.code === 0 && seconds < 5 && !lockLeft,
  exitCode: exit.code,
  secondsToExit: Number(seconds.toFixed(2)),
  lockLeft,
});
rmSync(dataDir, { recursive: true, force: true });
