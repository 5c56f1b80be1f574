// Restart and shutdown as an operator sees them: one server per embedded database whatever pid
// namespace each runs in, a restart at once after kill -9, SIGTERM finishes requests in flight and exits 0 at once despite idle
// keep-alive clients, `npm start` leaves nothing behind and reports a crash, /api/health. The
// process tests run on PostgreSQL too (TEST_DATABASE_URL: a fresh database for each).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../src/db';
import { apiCall } from './support/api-call.mjs';
import { officeAccount, type ApiCall, type OfficeAccount } from './support/office-sign-in.mjs';
import {
  databaseReleased,
  freshDataDir,
  processEnds,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';
import { onPostgres, startTestApp } from './support/test-app';
import { describeOn, itWhen } from './support/only-on';

jest.setTimeout(180_000);

/** Whether this machine can start a process in a pid namespace of its own (Linux, as root). */
const canUnshare =
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/** Name, size and modification time of every database file: what a write would change. */
function filesOf(dir: string): string[] {
  return readdirSync(path.join(dir, 'pglite'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      const { size, mtimeMs } = statSync(file);
      return `${path.relative(dir, file)} ${size} ${mtimeMs}`;
    })
    .sort();
}

describeOn('pglite', 'one server per embedded database', () => {
  let dir: string;
  let holder: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  beforeEach(async () => {
    dir = await freshDataDir();
    firstAdmin = undefined;
  });
  afterEach(async () => {
    await holder?.dispose();
    await second?.dispose();
    holder = second = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const refusedStart = async (how: 'main' | 'main as pid 1') => {
    const started = Date.now();
    await expect(startServerProcess(how, { DATA_DIR: dir })).rejects.toThrow(
      /server exited early \(1\):\n[^]*Data folder \S+ is in use by another server/,
    );
    // At once: it did not wait for a lock (the limit allows for a loaded machine's start).
    return Date.now() - started;
  };

  itWhen(
    canUnshare,
    'a server in a pid namespace of its own (pid 1, as in a container) holds the folder against one outside, and the other way round',
    async () => {
      holder = await startServerProcess('main as pid 1', { DATA_DIR: dir });
      const admin = await signInAdmin(holder.baseUrl);
      expect((await postReligion(holder.baseUrl, admin, 'Kept While Held')).status).toBe(201);
      // Its lock file says pid 1, which out here is init: only the kernel's lock can tell.
      expect(JSON.parse(readFileSync(path.join(dir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: 1 });
      const before = filesOf(dir);
      expect(await refusedStart('main')).toBeLessThan(30_000);
      expect(filesOf(dir)).toEqual(before);
      expect(JSON.parse(readFileSync(path.join(dir, 'pglite.lock'), 'utf8'))).toMatchObject({ pid: 1 });
      // The holder never noticed.
      expect((await postReligion(holder.baseUrl, admin, 'Written After')).status).toBe(201);

      await holder.dispose(); // SIGKILL
      holder = await startServerProcess('main', { DATA_DIR: dir });
      await refusedStart('main as pid 1');
      const names = await religionNames(holder.baseUrl, await signInAdmin(holder.baseUrl));
      expect(names).toEqual(['Kept While Held', 'Written After']);
    },
  );

  it('after kill -9 of the holder a new server starts at once, with every acknowledged write', async () => {
    holder = await startServerProcess('main', { DATA_DIR: dir });
    const admin = await signInAdmin(holder.baseUrl);
    expect((await postReligion(holder.baseUrl, admin, 'Before The Kill')).status).toBe(201);
    holder.child.kill('SIGKILL');
    await holder.exited;
    // The dead server's lock file is still there; the kernel's lock went with the process.
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(true);
    holder = await startServerProcess('main', { DATA_DIR: dir });
    expect(await religionNames(holder.baseUrl, await signInAdmin(holder.baseUrl))).toEqual([
      'Before The Kill',
    ]);
  });

  it('in one process a second opener is refused too; a lock file naming anyone (even us) does not block', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `Data folder ${dir} is in use by another server (pid ${process.pid} on `,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    writeFileSync(path.join(dir, 'pglite.lock'), JSON.stringify({ pid: process.pid, host: 'here' }));
    await (await openDatabase({ dataDir: dir })).close();
  });
});

/**
 * The first admin of the test's data folder (MFA_REQUIRED=office: its authenticator app enrolled
 * at the first sign-in, kept across the folder's servers).
 */
let firstAdmin: OfficeAccount | undefined;
async function signInAdmin(baseUrl: string): Promise<string> {
  const call: ApiCall = (method, url, body, token) => apiCall(baseUrl, method, url, body, token);
  firstAdmin =
    firstAdmin?.on(call) ??
    officeAccount({ call, emailOrPhone: 'admin@example.org', password: 'Admin-Passw0rd!' });
  return firstAdmin.signIn();
}

const postReligion = (baseUrl: string, token: string, name: string) =>
  fetch(`${baseUrl}/api/admin/religions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });

async function religionNames(baseUrl: string, token: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/api/lookups/religions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { name: string }[]).map((r) => r.name).sort();
}

describe('a database that does not answer', () => {
  it('/api/health says 200 after a real query; then it and every route answer 503 DATABASE_UNAVAILABLE', async () => {
    const t = await startTestApp();
    try {
      const up = await t.call('GET', '/health');
      expect(up).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
      const admin = await t.adminToken();
      await t.app.db.close();
      const down = await t.call('GET', '/health');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'unavailable' });
      expect(down.body.database).not.toBe('ok');
      const unavailable = {
        status: 503,
        body: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not available. Try again shortly.' },
      };
      // A signed-in read, a write, and a sign-in (which reads the account first).
      expect(await t.call('GET', '/lookups/religions', { token: admin })).toMatchObject(unavailable);
      expect(
        await t.call('POST', '/admin/religions', { token: admin, body: { name: 'Lost' } }),
      ).toMatchObject(unavailable);
      expect(
        await t.call('POST', '/auth/admin/login', {
          body: { emailOrPhone: 'admin@example.org', password: 'whatever-1' },
        }),
      ).toMatchObject(unavailable);
    } finally {
      await t.close();
    }
  });
});

/** Sends the headers and half the body of a sign-in; `finish()` sends the rest. */
function halfSentRequest(port: number) {
  const socket = connect(port, '127.0.0.1');
  const body = JSON.stringify({ emailOrPhone: 'nobody@example.org', password: 'wrong-password-1' });
  const half = Math.floor(body.length / 2);
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/auth/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  const closed = new Promise<void>((r) => socket.on('close', () => r()));
  return { finish: () => socket.write(body.slice(half)), answer: () => answer, closed, socket };
}

// On both databases: on PostgreSQL "the database is released" means no session of the server
// is left on its database; on the embedded one, that the folder's lock file is gone.
describe('the server process', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
  });

  it('SIGTERM: finishes the request in flight, answers one sent on a connection it had accepted, drops idle keep-alive clients, closes the database, exits 0 at once', async () => {
    server = await startServerProcess('main');
    // On the database of this run (TEST_DATABASE_URL: PostgreSQL).
    expect(server.databaseUrl !== undefined).toBe(onPostgres);
    const agent = new Agent({ keepAlive: true });
    const s = server;
    await new Promise<void>((resolve) =>
      get(`${s.baseUrl}/api/lookups/religions`, { agent }, (res) =>
        res.resume().on('end', resolve),
      ),
    );
    await fetch(`${server.baseUrl}/api/health`);
    // An idle keep-alive client that never sent a request (as browsers pre-open them).
    const idle = connect(server.port, '127.0.0.1');
    idle.on('error', () => undefined);
    const idleClosed = new Promise<void>((r) => idle.on('close', () => r()));
    await new Promise<void>((r) => idle.once('connect', () => r()));
    // A connection accepted before the signal whose request comes after it, as a load
    // balancer's may: that request was sent to this instance and must be answered.
    const late = connect(server.port, '127.0.0.1');
    let lateAnswer = '';
    late.on('data', (d) => (lateAnswer += d));
    late.on('error', () => undefined);
    const lateClosed = new Promise<void>((r) => late.on('close', () => r()));
    await new Promise<void>((r) => late.once('connect', () => r()));
    const inFlight = halfSentRequest(server.port);
    // The server has the sign-in's headers (so it is a request in flight, accepted after the
    // idle connection) when the signal comes; the rest of its body only once shutdown has begun.
    await server.logged(/"url":"\/api\/auth\/admin\/login"[^\n]*"msg":"incoming request"/);
    server.child.kill('SIGTERM');
    await server.logged('shutting down: finishing requests in flight');
    late.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    inFlight.finish();
    const exit = await server.exited;
    await inFlight.closed;
    await idleClosed;
    await lateClosed;
    agent.destroy();
    expect(lateAnswer).toMatch(/^HTTP\/1.1 200 /);
    expect(lateAnswer.toLowerCase()).toContain('connection: close');
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(inFlight.answer()).toMatch(/^HTTP\/1.1 401 /);
    // At once: the idle clients did not hold it until the time limit cut them.
    expect(server.output()).not.toContain('shutdown time limit near');
    expect(await databaseReleased(server)).toBe(true);
    // Health probes are not logged at info; other requests are.
    expect(server.output()).toContain('/api/lookups/religions');
    expect(server.output()).not.toContain('/api/health');
  });

  it('a request that never completes is cut at SHUTDOWN_TIMEOUT_SECONDS; the lock is released', async () => {
    // Requests in flight get 80% of the limit (4 s), closing the database the rest.
    server = await startServerProcess('main', { SHUTDOWN_TIMEOUT_SECONDS: '5' });
    const stuck = halfSentRequest(server.port);
    await server.logged(/"url":"\/api\/auth\/admin\/login"[^\n]*"msg":"incoming request"/);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await stuck.closed;
    expect(exit.code).toBe(0);
    // Held until the cut, not longer: the stuck request kept the server for 4 s, and the time
    // limit (not the request timeout of 30 s, nor a hung close) ended it. The upper bound is
    // generous: a loaded machine may be slow to report the exit.
    expect(exit.at - signalled).toBeGreaterThanOrEqual(4000);
    expect(exit.at - signalled).toBeLessThan(20_000);
    expect(server.output()).toContain('shutdown time limit near: cutting requests in flight');
    expect(await databaseReleased(server)).toBe(true);
  });

  it('npm start: SIGTERM to npm leaves no process behind and shuts down cleanly', async () => {
    server = await startServerProcess('npm start');
    const pid = server.serverPid();
    server.child.kill('SIGTERM');
    await server.exited;
    // npm 11 exits at once without passing the signal on; the server sees its parent gone and
    // shuts down. Its end is the end of the output it shares with npm.
    await server.closed;
    expect(await processEnds(pid)).toBe(true);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toMatch(/shutdown took too long|error during shutdown/);
    expect(await databaseReleased(server)).toBe(true);
  });

  it('npm start exits non-zero when the server is killed, so a supervisor restarts it', async () => {
    server = await startServerProcess('npm start');
    process.kill(server.serverPid(), 'SIGKILL');
    const exit = await server.exited;
    expect(exit.code === 0 && exit.signal === null).toBe(false);
  });
});
