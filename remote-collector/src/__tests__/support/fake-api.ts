// A real HTTP server on 127.0.0.1 standing in for the API: the components run their real axios
// calls (jsdom's XMLHttpRequest, CORS included) and a test decides each answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@hr/api';

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Drop the connection without an answer (a network failure as the browser sees it). */
  hangUp?: boolean;
}

type Handler = (request: Recorded) => Reply | Promise<Reply>;

export interface FakeApi {
  url: string;
  requests: Recorded[];
  /** Answers `METHOD /path` (path after /api; `:id` matches one segment). */
  on(route: string, handler: Handler | Reply): void;
  calls(route: string): Recorded[];
  close(): Promise<void>;
}

function matches(route: string, method: string, path: string): boolean {
  const [m, pattern] = route.split(' ');
  if (m !== method || !pattern) return false;
  const re = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
  return re.test(path);
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : undefined);
      } catch {
        resolve(raw);
      }
    });
  });
}

function cors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
}

export async function startFakeApi(): Promise<FakeApi> {
  const handlers: { route: string; handler: Handler }[] = [];
  const requests: Recorded[] = [];

  const server: Server = createServer(async (req, res) => {
    cors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = (req.url ?? '').replace(/^\/api/, '').split('?')[0] ?? '';
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path,
      body: await readBody(req),
      authorization: req.headers.authorization,
    };
    requests.push(recorded);
    // The newest handler for a route wins, so a test can change an answer midway.
    const found = [...handlers].reverse().find((h) => matches(h.route, recorded.method, path));
    const reply: Reply = found
      ? await found.handler(recorded)
      : { status: 404, body: { message: 'Not found' } };
    if (reply.hangUp) {
      req.socket.destroy();
      return;
    }
    const status = reply.status ?? 200;
    if (reply.body === undefined) {
      res.writeHead(status).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api`;
  api.defaults.baseURL = url;

  return {
    url,
    requests,
    on(route, handler) {
      handlers.push({ route, handler: typeof handler === 'function' ? handler : () => handler });
    },
    calls(route) {
      return requests.filter((r) => matches(route, r.method, r.path));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** jsdom reports a dropped connection on the console; a test that drops one on purpose hides it. */
export function hideDroppedConnectionLogs(): jest.SpyInstance {
  const original = console.error.bind(console);
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((a) => String(a).includes('socket hang up'))) return;
    original(...args);
  });
}
