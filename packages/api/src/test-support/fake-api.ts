// A real HTTP server on 127.0.0.1 standing in for the API in jsdom tests: the code under test uses
// the real axios instance (`api`), so requests are really serialised and sent through jsdom's
// XMLHttpRequest. That XHR is cross-origin (the page runs on http://localhost) and enforces CORS,
// hence the headers. Each app keeps its own routes and fixtures; this is only the plumbing.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '../client';

/** One request as the server saw it (CORS pre-flights are answered and not recorded). */
export interface FakeRequest {
  method: string;
  /** Path after `/api`, without the query string, e.g. `/admin/users/42`. */
  path: string;
  /** The raw request URL, query included, e.g. `/api/admin/people?page=2`. */
  url: string;
  /** The JSON body parsed, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  authorization: string | undefined;
  /** The `:name` segments of the matched route, decoded ({} for the catch-all handler). */
  params: Record<string, string>;
}

export interface Reply {
  /** 200 unless given. */
  status?: number;
  /** Sent as JSON; no body when undefined (e.g. a 204). */
  body?: unknown;
  /** Drop the connection without an answer (a network failure as the browser sees it). */
  hangUp?: boolean;
}

/** Answers a request; may be async (e.g. wait on a `gate()` to observe busy labels). */
export type Handler = (req: FakeRequest) => Reply | Promise<Reply>;

export interface FakeApi {
  /** The API's base URL, e.g. http://127.0.0.1:41234/api (already in `api.defaults.baseURL`). */
  url: string;
  /** Every request but CORS pre-flights, in arrival order. */
  requests: FakeRequest[];
  /**
   * Sets or replaces the answer of `"METHOD /path/:param"` (path after /api; `:name` matches one
   * segment). The newest route that matches wins, so a test can change an answer midway.
   */
  on(route: string, handler: Handler | Reply): void;
  /** Answers every request no route matched (default: 404 `{ message: 'Not found' }`). */
  handle(handler: Handler): void;
  /** The recorded requests of one route. */
  calls(route: string): FakeRequest[];
  /** Restores `api.defaults.baseURL` and closes the server with all its connections. */
  close(): Promise<void>;
}

function match(route: string, method: string, path: string): Record<string, string> | null {
  const [wantMethod, pattern = ''] = route.split(' ');
  if (wantMethod !== method) return null;
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

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(res: ServerResponse, { status = 200, body }: Reply): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

const notFound: Handler = () => ({ status: 404, body: { message: 'Not found' } });

/** Starts the server and points `api.defaults.baseURL` at it until `close()`. */
export async function startFakeApi(routes: Record<string, Handler | Reply> = {}): Promise<FakeApi> {
  let table: { route: string; handler: Handler }[] = [];
  let fallback = notFound;
  const requests: FakeRequest[] = [];
  const on = (route: string, handler: Handler | Reply) => {
    table = table.filter((entry) => entry.route !== route);
    table.push({ route, handler: typeof handler === 'function' ? handler : () => handler });
  };
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const path = url.split('?')[0]!.replace(/^\/api/, '');
    const request: FakeRequest = {
      method,
      path,
      url,
      body: await readBody(req),
      authorization: req.headers.authorization,
      params: {},
    };
    requests.push(request);
    let handler = fallback;
    for (const entry of [...table].reverse()) {
      const params = match(entry.route, method, path);
      if (params) {
        request.params = params;
        handler = entry.handler;
        break;
      }
    }
    let reply: Reply;
    try {
      reply = await handler(request);
    } catch {
      reply = { status: 500, body: { message: 'Handler failed' } };
    }
    if (reply.hangUp) req.socket.destroy();
    else send(res, reply);
  }

  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept');
    // No keep-alive: jsdom's XHR otherwise reuses a socket this server is about to close (idle
    // time-out, or `close()` between tests) and fails with `read ECONNRESET`.
    res.setHeader('Connection', 'close');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void respond(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api`;
  const previousBaseURL = api.defaults.baseURL;
  api.defaults.baseURL = url;

  return {
    url,
    requests,
    on,
    handle(handler) {
      fallback = handler;
    },
    calls(route) {
      return requests.filter((r) => match(route, r.method, r.path));
    },
    close() {
      // Only undo our own change: another fake API may have taken over the base URL since.
      if (api.defaults.baseURL === url) api.defaults.baseURL = previousBaseURL;
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}

/** A promise the test resolves by hand, to hold a response while asserting a busy state. */
export function gate(): { wait: Promise<void>; open(): void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

/**
 * One fake API for a whole test file: started before the first test, closed after the last, its
 * recorded requests emptied before each test (routes set with `on` stay). Call it at the top level
 * of the file; the returned object talks to the running server.
 */
export function fakeApiPerFile(routes: Record<string, Handler | Reply> = {}): FakeApi {
  let current: FakeApi | undefined;
  const live = () => {
    if (!current) throw new Error('The fake API runs only while the tests of this file run');
    return current;
  };
  beforeAll(async () => {
    current = await startFakeApi(routes);
  });
  afterAll(() => current?.close());
  beforeEach(() => {
    if (current) current.requests.length = 0;
  });
  return {
    get url() {
      return live().url;
    },
    get requests() {
      return live().requests;
    },
    on: (route, handler) => live().on(route, handler),
    handle: (handler) => live().handle(handler),
    calls: (route) => live().calls(route),
    close: () => live().close(),
  };
}
