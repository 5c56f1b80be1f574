// Runs the real production server as its own process (`main.ts`, or `npm start`) for tests of
// what only a process shows: signals, exit codes, the lock file, the log. On the embedded
// database by default; on a fresh PostgreSQL database of its own when TEST_DATABASE_URL is set
// (as startTestApp does), so the same tests run on both.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db';
import { freshPostgresDb } from './test-app';

export const ROOT = path.resolve(__dirname, '../../../..');

let template: string | undefined;
/** A DATA_DIR holding a migrated embedded database (made once per test file, then copied). */
export async function freshDataDir(): Promise<string> {
  if (!template) {
    template = mkdtempSync(path.join(tmpdir(), 'hr-proc-template-'));
    const db = await openDatabase({ dataDir: template });
    await db.close();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-proc-'));
  cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Where the server said it listens (it picks the port itself: PORT=0). */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The PostgreSQL database the server runs on (its own, fresh), or undefined: the embedded one. */
  databaseUrl: string | undefined;
  output(): string;
  /** The two streams apart: stdout is the JSON log, stderr what is meant for a person. */
  stdout(): string;
  stderr(): string;
  /** The pid of the process that runs the server (under `npm start`, not npm's). */
  serverPid(): number;
  /** Resolves once `output()` contains `text` (rejects if the output closes without it). */
  logged(text: string | RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /**
   * Every process that held the output is gone (npm's, and under `npm start` the server's, which
   * outlives npm: it inherits npm's stdout and stderr).
   */
  closed: Promise<void>;
  /** Kills whatever still runs, drops the PostgreSQL database, removes the data folder. */
  dispose(): Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * The process runs: it exists and (on Linux) is not a zombie, a process that has exited and
 * waits for its parent (init, for an orphan) to collect its exit status.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (!existsSync('/proc/self/stat')) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false; // gone meanwhile
  }
}

/**
 * The process is gone, allowing it the moment the kernel takes between closing an exiting
 * process's files (its end of our pipes) and marking it a zombie for its parent to collect.
 * False if it still runs after `withinMs`.
 */
export async function processEnds(pid: number, withinMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Starts the server with PORT=0 and resolves once it has reported the address it listens on
 * (`listening on http://...` on stdout): no port is chosen before the server binds it, so two
 * starts cannot race for one.
 */
export async function startServerProcess(
  how: 'main' | 'npm start' | 'main as pid 1',
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const ownDataDir = env.DATA_DIR === undefined;
  const postgres =
    process.env.TEST_DATABASE_URL && env.DATABASE_URL === undefined
      ? await freshPostgresDb(process.env.TEST_DATABASE_URL)
      : undefined;
  const databaseUrl = env.DATABASE_URL ?? postgres?.url;
  // On PostgreSQL the folder only holds the server's files (the generated JWT secret...).
  const dataDir =
    env.DATA_DIR ??
    (databaseUrl ? mkdtempSync(path.join(tmpdir(), 'hr-proc-')) : await freshDataDir());
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'process-test-secret-0123456789abcdefghijklmnop',
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: 'Admin-Passw0rd!',
    STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'hr-no-static-')),
    LOG_LEVEL: 'info',
    // Production's policy, as startTestApp's: the admin signs in through office-sign-in.mjs.
    MFA_REQUIRED: 'office',
    ...env,
    PORT: '0',
  };
  if (databaseUrl) fullEnv.DATABASE_URL = databaseUrl;
  else delete fullEnv.DATABASE_URL;
  const main = [process.execPath, '--import', 'tsx', 'packages/server/src/main.ts'];
  // As in a container: pid 1 of a pid namespace of its own (Linux, root). unshare takes the
  // server with it when killed (--kill-child); it does not pass SIGTERM on.
  const argv = {
    main,
    'npm start': ['npm', 'start'],
    'main as pid 1': ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child', ...main],
  }[how];
  const child = spawn(argv[0]!, argv.slice(1), { cwd: ROOT, env: fullEnv });

  let output = '';
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  const heard = () => waiters.forEach((check) => check());
  child.stdout?.on('data', (c) => ((output += c), (stdout += c), heard()));
  child.stderr?.on('data', (c) => ((output += c), (stderr += c), heard()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    child.on('close', () => {
      isClosed = true;
      heard();
      resolve();
    }),
  );

  const logged = (text: string | RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (typeof text === 'string' ? output.includes(text) : text.test(output)) {
          waiters.delete(check);
          resolve();
        } else if (isClosed) {
          waiters.delete(check);
          reject(new Error(`the server's output closed without ${String(text)}:\n${output}`));
        }
      };
      waiters.add(check);
      check();
    });

  const serverPid = () => {
    // Its pid as the log gives it is 1, someone else's out here.
    if (how === 'main as pid 1') throw new Error('the server runs in a pid namespace of its own');
    const line = output.split('\n').find((l) => l.includes('Server listening'));
    const pid = line ? (JSON.parse(line) as { pid: number }).pid : undefined;
    if (!pid) throw new Error(`no pid in the log:\n${output}`);
    return pid;
  };

  const dispose = async () => {
    let pid: number | undefined;
    try {
      pid = serverPid();
    } catch {
      // it never got as far as listening
    }
    if (running(child)) child.kill('SIGKILL');
    if (pid !== undefined && isRunning(pid)) process.kill(pid, 'SIGKILL');
    await exited;
    await postgres?.drop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(fullEnv.STATIC_ROOT!, { recursive: true, force: true });
  };

  // Started when it says where it listens; a generous limit for a loaded machine's first start.
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
  });
  const early = exited.then(({ code, signal }) => {
    throw new Error(`server exited early (${signal ?? code}):\n${output}`);
  });
  early.catch(() => undefined);
  let baseUrl: string;
  try {
    // Both lines: the address (printed by main.ts) and the JSON log's own, which carries the
    // server's pid (written a moment later, by the logger) when the level lets it through.
    const infoLog = ['trace', 'debug', 'info'].includes(String(fullEnv.LOG_LEVEL));
    const ready = Promise.all([
      logged(/^listening on http:\/\/\S+$/m),
      infoLog ? logged('"msg":"Server listening') : undefined,
    ]);
    await Promise.race([ready, early, tooLong]);
    baseUrl = /^listening on (http:\/\/\S+)$/m.exec(output)![1]!;
  } catch (error) {
    await dispose();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    child,
    baseUrl,
    port: Number(new URL(baseUrl).port),
    dataDir,
    databaseUrl,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    serverPid,
    logged,
    exited,
    closed,
    dispose,
  };
}

/**
 * The server has let go of its database: on the embedded one the folder's lock file is gone; on
 * PostgreSQL no session on the server's database is left (a backend ends a moment after its
 * client says goodbye, so this waits for that, up to a generous limit).
 */
export async function databaseReleased(server: ServerProcess): Promise<boolean> {
  if (!server.databaseUrl) return !existsSync(path.join(server.dataDir, 'pglite.lock'));
  const name = new URL(server.databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}
