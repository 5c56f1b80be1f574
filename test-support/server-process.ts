// The test file's side of server-child.ts: forks it under tsx and turns its IPC messages into
// promises. One process per test file keeps jsdom free of Fastify, PGlite and native bindings.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChildReply, ChildRequest } from './server-protocol';

type Request = ChildRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface ServerProcess {
  /** The real server's origin, e.g. http://127.0.0.1:40123 (the API is under /api). */
  baseUrl: string;
  request<T>(request: Request): Promise<T>;
  /** Closes the app (drops its database copy) and waits for the process to exit. */
  close(): Promise<void>;
  /**
   * Lets this process (the test runner) exit without closing the server first: the server sees
   * its IPC channel close and exits on its own (server-child.ts).
   */
  unref(): void;
  /** False once the process has exited (a crash included). */
  readonly alive: boolean;
}

/** Starts the server with these AppConfig overrides (e.g. `{ otpTtlSeconds: 3 }`). */
export function startServerProcess(config: Record<string, unknown> = {}): Promise<ServerProcess> {
  const child: ChildProcess = fork(path.join(__dirname, 'server-child.ts'), [], {
    // tsx's loader, as `npx tsx` would do; jest's own flags are not inherited, so V8's
    // Sparkplug goes off here too (a long-lived process met Node 24's crash: docs/versions.md).
    execArgv: ['--import', 'tsx', '--no-sparkplug'],
    // Always PGlite (a copy of the migrated template): the PostgreSQL stage is the server tests'.
    env: { ...process.env, TEST_DATABASE_URL: '', HR_TEST_APP_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  child.on('message', (reply: ChildReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new Error(`test server: ${reply.error}`));
  });
  child.once('exit', (code, signal) => {
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    for (const waiter of pending.values()) waiter.reject(new Error(`test server exited (${how})`));
    pending.clear();
  });

  const request = <T>(message: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...message, id } as ChildRequest);
    });

  return new Promise<ServerProcess>((resolve, reject) => {
    pending.set(0, {
      resolve: (baseUrl) =>
        resolve({
          baseUrl: baseUrl as string,
          request,
          async close() {
            if (child.exitCode === null && child.connected) await request({ op: 'close' }).catch(() => {});
            await exited;
          },
          unref() {
            child.unref();
            child.channel?.unref();
          },
          get alive() {
            return child.exitCode === null && child.signalCode === null && child.connected;
          },
        }),
      reject,
    });
  });
}
