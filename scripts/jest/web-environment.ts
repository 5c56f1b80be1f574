// The component tests' environment: jsdom, plus one real API server process per jest worker.
// Jest loads this module once per worker (Node's module cache) and builds an environment from it
// for each test file, so the server it starts outlives a file: the next file that asks for the
// real API gets a new app on a fresh copy of the migrated database in the same process
// (`restart`, test-support/server-child.ts), about a second sooner than a new process would be
// ready. When the worker ends, the process sees its IPC channel close and exits
// (test-support/server-child.ts).
import { TestEnvironment } from 'jest-environment-jsdom';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process';

/** The worker's server, once a file asked for it. */
let running: Promise<ServerProcess> | undefined;

/** What a test file reaches as `globalThis.__hrWorkerServer` (test-support/real-api.ts). */
export interface WorkerServer {
  /** The worker's server, started or restarted for this file with these AppConfig overrides. */
  open(config: Record<string, unknown>): Promise<ServerProcess>;
}

/** The worker's server as a file sees it: closing it is the worker's business, not the file's. */
function withoutClose(server: ServerProcess): ServerProcess {
  return {
    baseUrl: server.baseUrl,
    request: server.request,
    unref: server.unref,
    close: async () => {},
    get alive() {
      return server.alive;
    },
  };
}

async function open(config: Record<string, unknown>): Promise<ServerProcess> {
  const previous = running && (await running.catch(() => undefined));
  // A server that died (a crash in an earlier file) is replaced, not asked to restart.
  if (!previous?.alive) {
    running = startServerProcess(config);
    const server = await running;
    // The worker (or jest itself, run in band) may end with the server up: it exits then.
    server.unref();
    return withoutClose(server);
  }
  const baseUrl = await previous.request<string>({ op: 'restart', config });
  return { ...withoutClose(previous), baseUrl };
}

export default class WebEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const workerServer: WorkerServer = { open };
    this.global.__hrWorkerServer = workerServer;
  }
}
