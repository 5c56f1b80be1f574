// The browser tests' environment: node, plus one server host process per jest worker
// (server-host.ts). Jest loads this module once per worker (Node's module cache) and builds an
// environment from it for each test file, so the host outlives a file: each file starts its
// servers in it (startApp, app.ts), each on a fresh data folder or database of its own, without
// a new process and without loading the server's code again. When the worker ends, the host sees
// its IPC channel close, closes its servers and exits.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import type { HostReply, HostRequest } from './server-host';

type Request = HostRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What a test file reaches as `globalThis.__hrServerHost` (app.ts). */
export interface ServerHost {
  request<T>(request: Request): Promise<T>;
}

let host: Promise<ServerHost> | undefined;

function startHost(): Promise<ServerHost> {
  const child: ChildProcess = fork(path.join(__dirname, 'server-host.ts'), [], {
    execArgv: ['--import', 'tsx', '--no-sparkplug'],
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  child.on('message', (reply: HostReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new Error(`server host: ${reply.error}`));
  });
  child.once('exit', (code, signal) => {
    host = undefined;
    for (const waiter of pending.values())
      waiter.reject(new Error(`server host exited (${signal ?? code})`));
    pending.clear();
  });
  const request = <T>(message: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...message, id } as HostRequest);
    });
  return new Promise((resolve, reject) => {
    pending.set(0, {
      resolve: () => {
        // The worker (or jest, run in band) may end with the host up: it exits on its own then.
        child.unref();
        child.channel?.unref();
        resolve({ request });
      },
      reject,
    });
  });
}

export default class BrowserTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const serverHost: ServerHost = {
      request: async (message) => (await (host ??= startHost())).request(message),
    };
    this.global.__hrServerHost = serverHost;
  }
}
