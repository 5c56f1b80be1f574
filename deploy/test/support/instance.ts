import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** When the process was seen to exit (Date.now()). */
  at: number;
}

/** One API instance: the production server (`packages/server/src/main.ts`) as a process. */
export interface Instance {
  /** `127.0.0.1:<port>`, as nginx names it. */
  address: string;
  url: string;
  /** Sends the signal and resolves once the process is gone. */
  signal(signal: NodeJS.Signals): Promise<Exit>;
  /** Starts it again on the same port (after it exited). */
  restart(): Promise<void>;
  /** What it printed (stdout and stderr) since it last started. */
  output(): string;
}

/**
 * Starts the server as production runs it, with `env` (NODE_ENV=production and the rest are the
 * caller's), on a port the system picks: the server says which on stdout (PORT=0). Resolves
 * once it answers /api/health.
 */
export async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  let child: ChildProcess;
  let output = '';
  let exited: Promise<Exit>;
  let port = 0;

  const launch = async () => {
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the server exited while starting:\n${output}`);
      if (port === 0) {
        const match = /^listening on http:\/\/127\.0\.0\.1:(\d+)$/m.exec(output);
        if (match) port = Number(match[1]);
      }
      if (port !== 0) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (health?.status === 200) return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer within 60 s:\n${output}`);
  };

  await launch();
  return {
    get address() {
      return `127.0.0.1:${port}`;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    async signal(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    restart: launch,
    output: () => output,
  };
}
