// A real HTTP API on 127.0.0.1 for the shell's tests (jsdom's XMLHttpRequest talks to it, cross
// origin, hence the CORS answers). Each test decides the answers with `handle`.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

export async function startApiServer() {
  const requests: SeenRequest[] = [];
  let handler: (req: SeenRequest) => { status: number; body?: unknown } = () => ({ status: 404 });
  const readBody = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text ? JSON.parse(text) : undefined));
    });

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const seen = { method: req.method ?? 'GET', url: req.url ?? '/', body: await readBody(req) };
    requests.push(seen);
    const { status, body } = handler(seen);
    res.statusCode = status;
    if (body !== undefined) res.setHeader('Content-Type', 'application/json');
    res.end(body === undefined ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    handle(next: typeof handler) {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
