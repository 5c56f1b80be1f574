// The browser tests' server host: one Node process per jest worker (e2e/support/environment.ts)
// that builds the production server (buildApp on loadConfig of the environment given, as
// packages/server/src/main.ts does) for each test file that asks, on the file's own data folder or
// database, and closes it when the file is done. The server's code is loaded once per worker
// instead of once per file, and a file's statements on the embedded database (`query`) run on
// the open server's database instead of stopping the server to open its folder.
// Runs under tsx with NODE_ENV=production; answers over the IPC channel (HostRequest/HostReply).
import { buildApp, type App } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';

export type HostRequest = { id: number } & (
  | { op: 'start'; env: Record<string, string | undefined> }
  | { op: 'query'; server: number; sql: string; params?: unknown[] }
  | { op: 'stop'; server: number }
);

export type HostReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const servers = new Map<number, App>();
let nextServer = 1;

async function handle(request: HostRequest): Promise<unknown> {
  switch (request.op) {
    case 'start': {
      const config = { ...loadConfig(request.env), port: 0 };
      const app = await buildApp(config, { logger: false });
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const server = nextServer++;
      servers.set(server, app);
      return { server, baseUrl };
    }
    case 'query': {
      const app = servers.get(request.server);
      if (!app) throw new Error(`no server ${request.server} in this host`);
      return app.db.query(request.sql, request.params);
    }
    case 'stop': {
      const app = servers.get(request.server);
      servers.delete(request.server);
      await app?.close();
      return null;
    }
  }
}

function reply(message: HostReply): void {
  process.send?.(message);
}

process.on('message', (request: HostRequest) => {
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value: value ?? null }),
    (error: unknown) =>
      reply({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});

// The worker went away (the run ended, or jest was killed): close every server and go.
process.on('disconnect', () => {
  void Promise.allSettled([...servers.values()].map((app) => app.close())).finally(() =>
    process.exit(0),
  );
});

reply({ id: 0, ok: true, value: process.pid });
