import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@hr/api';

/** One request as the server saw it. */
export interface Received {
  method: string;
  path: string;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Answers a request; may be async (e.g. wait on a gate to observe busy labels). */
export type Handler = (
  req: Received & { params: Record<string, string> },
) => Reply | Promise<Reply>;

export interface ApiServer {
  /** Every request but CORS preflights, in arrival order. */
  received: Received[];
  /** Sets or replaces the handler of `"METHOD /path/:param"`. */
  on(route: string, handler: Handler | Reply): void;
  /** Requests of one method and path pattern. */
  calls(route: string): Received[];
  close(): Promise<void>;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/**
 * A real HTTP server on 127.0.0.1 that plays the API for component tests: the app's own axios
 * instance (`api` from @hr/api) talks to it over jsdom's XMLHttpRequest, so requests are really
 * serialised and sent. Unknown routes answer 404 `{ message: 'Not found' }`.
 */
export async function startApiServer(
  routes: Record<string, Handler | Reply> = {},
): Promise<ApiServer> {
  const table = new Map<string, Handler | Reply>(Object.entries(routes));
  const received: Received[] = [];

  const server = http.createServer((req, res) => {
    // jsdom enforces CORS: the page's origin is http://localhost.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!.replace(/^\/api/, '');
      const entry: Received = {
        method: req.method ?? 'GET',
        path,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      received.push(entry);
      void respond(entry).then(({ status = 200, body }) => {
        if (body === undefined) {
          res.writeHead(status).end();
        } else {
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        }
      });
    });
  });

  async function respond(entry: Received): Promise<Reply> {
    for (const [route, handler] of table) {
      const [method, pattern] = route.split(' ');
      if (method !== entry.method) continue;
      const params = match(pattern!, entry.path);
      if (!params) continue;
      try {
        return typeof handler === 'function' ? await handler({ ...entry, params }) : handler;
      } catch {
        return { status: 500, body: { message: 'Handler failed' } };
      }
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api.defaults.baseURL = `http://127.0.0.1:${port}/api`;

  return {
    received,
    on(route, handler) {
      table.set(route, handler);
    },
    calls(route) {
      const [method, pattern] = route.split(' ');
      return received.filter((r) => r.method === method && match(pattern!, r.path));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise the test resolves by hand, to hold a response while asserting a busy state. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
