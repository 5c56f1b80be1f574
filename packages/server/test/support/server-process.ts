// Runs the real production server as its own process (`main.ts`, or `npm start`) for tests of
// what only a process shows: signals, exit codes, the lock file, the log.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db';

export const ROOT = path.resolve(__dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
  baseUrl: string;
  port: number;
  dataDir: string;
  output(): string;
  /** The two streams apart: stdout is the JSON log, stderr what is meant for a person. */
  stdout(): string;
  stderr(): string;
  /** The pid of the process that runs the server (under `npm start`, not npm's). */
  serverPid(): number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export async function startServerProcess(
  how: 'main' | 'npm start',
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await freshDataDir());
  const fullEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'process-test-secret-0123456789abcdefghijklmnop',
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: 'Admin-Passw0rd!',
    STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'hr-no-static-')),
    LOG_LEVEL: 'info',
    ...env,
  };
  delete (fullEnv as Record<string, string | undefined>).DATABASE_URL;
  const child =
    how === 'main'
      ? spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
          cwd: ROOT,
          env: fullEnv,
        })
      : spawn('npm', ['start'], { cwd: ROOT, env: fullEnv });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c) => ((output += c), (stdout += c)));
  child.stderr?.on('data', (c) => ((output += c), (stderr += c)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const serverPid = () => {
    const line = output.split('\n').find((l) => l.includes('Server listening'));
    const pid = line ? (JSON.parse(line) as { pid: number }).pid : undefined;
    if (!pid) throw new Error(`no pid in the log:\n${output}`);
    return pid;
  };
  return {
    child,
    baseUrl,
    port,
    dataDir,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    serverPid,
    exited,
  };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
