// A real HTTP server on 127.0.0.1 for the client tests: jsdom's XMLHttpRequest (axios' browser
// adapter) talks to it over the loopback, cross-origin, hence the CORS answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export type Handler = (req: RecordedRequest) => { status: number; body?: unknown };

export interface TestApiServer {
  /** Base URL of the API, to put in `api.defaults.baseURL`. */
  apiUrl: string;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

export async function startTestApiServer(): Promise<TestApiServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = () => ({ status: 404, body: { message: 'Not found' } });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, accept');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      authorization: req.headers.authorization,
      body: await readBody(req),
    };
    requests.push(recorded);
    const { status, body } = handler(recorded);
    res.statusCode = status;
    if (body === undefined) {
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
