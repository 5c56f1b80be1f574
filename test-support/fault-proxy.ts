// The HTTP layer between jsdom and the real server. jsdom's XHR is cross-origin (the page is on
// http://localhost), so this layer, not the production server, answers CORS. It records what the
// page sent, for tests that assert on the request, and injects the few faults a real server
// cannot produce on demand. Everything else is the real server's answer, byte for byte.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the page sent it (CORS pre-flights are answered here and not recorded). */
export interface RecordedRequest {
  method: string;
  /** Path after `/api`, without the query string, e.g. `/admin/users/42`. */
  path: string;
  /** The raw URL, query included, e.g. `/api/admin/people?page=2`. */
  url: string;
  /** The JSON body parsed, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
  authorization: string | undefined;
  /** The write position the client sent (X-Registry-After, packages/api registry-position.ts). */
  registryAfter: string | undefined;
  /**
   * Settles when this request's exchange is over: 'sent' once its answer has been handed to the
   * page whole, 'aborted' when the page hung up first (a cancelled request). A test of a late
   * answer waits for this, not for a clock.
   */
  ended: Promise<'sent' | 'aborted'>;
}

/**
 * - `{ status, body? }`: answered here, the server never sees the request (a 500, a 502...).
 * - `{ hangUp: 'before' }`: the connection drops before the server sees the request;
 *   `{ hangUp: 'after' }`: the server handles it, its answer is lost on the way back.
 * - `{ hold }`: the request reaches the server only once `hold` resolves (busy labels).
 * - `{ edit }`: the server's real JSON answer, changed (a reply outside the contract).
 * - `{ headers }`: the server's real answer with these headers added (an X-Registry-LSN: the
 *   test server runs on PGlite, which sends no write positions).
 */
export type Fault =
  | { status: number; body?: unknown }
  | { hangUp: 'before' | 'after' }
  | { hold: Promise<unknown> }
  | { edit: (body: unknown) => unknown }
  | { headers: Record<string, string> };

interface Rule {
  route: string;
  fault: Fault;
  left: number;
}

export interface FaultProxy {
  /** The API base URL the page uses, e.g. http://127.0.0.1:41234/api. */
  url: string;
  requests: RecordedRequest[];
  /** Injects `fault` into the next `times` requests of `"METHOD /path/:param"` (path after /api). */
  fault(route: string, fault: Fault, times?: number): void;
  clearFaults(): void;
  /** The recorded requests of one route. */
  calls(route: string): RecordedRequest[];
  close(): Promise<void>;
}

export function matchRoute(route: string, method: string, path: string): boolean {
  const [wantMethod, pattern = ''] = route.split(' ');
  if (wantMethod !== method) return false;
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i]);
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parse(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, accept, x-registry-after',
  'access-control-expose-headers': 'retry-after, x-registry-lsn',
  // No keep-alive towards jsdom: its XHR would reuse a socket this layer is about to close
  // (between files) and fail with `read ECONNRESET`.
  connection: 'close',
};

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const requests: RecordedRequest[] = [];
  let rules: Rule[] = [];

  function takeFault(method: string, path: string): Fault | undefined {
    const rule = rules.find((r) => r.left > 0 && matchRoute(r.route, method, path));
    if (!rule) return undefined;
    rule.left -= 1;
    return rule.fault;
  }

  function forward(req: IncomingMessage, body: Buffer, edit: boolean): Promise<IncomingMessage> {
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    // An edited answer must be readable here, so it is asked for uncompressed.
    if (edit) delete headers['accept-encoding'];
    return new Promise((resolve, reject) => {
      const out = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        resolve,
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const path = url.split('?')[0]!.replace(/^\/api/, '');
    const raw = await readAll(req);
    const ended = new Promise<'sent' | 'aborted'>((resolve) =>
      res.once('close', () => resolve(res.writableFinished ? 'sent' : 'aborted')),
    );
    requests.push({
      method,
      path,
      url,
      body: parse(raw),
      authorization: req.headers.authorization,
      registryAfter: req.headers['x-registry-after'] as string | undefined,
      ended,
    });

    const fault = takeFault(method, path);
    if (fault && 'status' in fault) {
      const json = fault.body === undefined ? undefined : JSON.stringify(fault.body);
      res.writeHead(fault.status, json ? { ...CORS, 'content-type': 'application/json' } : CORS);
      res.end(json);
      return;
    }
    if (fault && 'hangUp' in fault && fault.hangUp === 'before') {
      req.socket.destroy();
      return;
    }
    if (fault && 'hold' in fault) await fault.hold;

    const edit = fault && 'edit' in fault ? fault.edit : undefined;
    const answer = await forward(req, raw, Boolean(edit));
    if (fault && 'hangUp' in fault) {
      await readAll(answer);
      req.socket.destroy();
      return;
    }
    const headers = {
      ...answer.headers,
      ...CORS,
      ...(fault && 'headers' in fault ? fault.headers : {}),
    };
    if (edit) {
      const json = JSON.stringify(edit(parse(await readAll(answer))));
      delete headers['content-length'];
      res.writeHead(answer.statusCode ?? 500, { ...headers, 'content-type': 'application/json' });
      res.end(json);
      return;
    }
    res.writeHead(answer.statusCode ?? 500, headers);
    answer.pipe(res);
  }

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    handle(req, res).catch(() => {
      // The real server is gone (the file is closing) or the page dropped the request.
      if (!res.headersSent) res.writeHead(502, CORS);
      res.end();
    });
  });
  // Port 0 and the socket kept: no other process can take the port in between.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    fault(route, fault, times = Infinity) {
      rules.unshift({ route, fault, left: times });
    },
    clearFaults() {
      rules = [];
    },
    calls(route) {
      return requests.filter((r) => matchRoute(route, r.method, r.path));
    },
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((e) => (e ? reject(e) : resolve())),
      );
    },
  };
}
