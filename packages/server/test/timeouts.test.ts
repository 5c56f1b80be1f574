// Bounded requests: a client that sends its request slowly (or not at all) is cut after
// REQUEST_TIMEOUT_SECONDS, while a response that streams for longer than that is not.
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const TIMEOUT_S = 2;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ requestTimeoutSeconds: TIMEOUT_S }, (app) => {
    // Like a large export: chunks keep coming for twice the receive time limit.
    app.get('/slow-stream', async (_request, reply) => {
      let sent = 0;
      const body = new Readable({
        read() {
          setTimeout(() => this.push(sent++ < 8 ? `chunk ${sent}\n` : null), 500);
        },
      });
      return reply.type('text/plain').send(body);
    });
  });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(() => t?.close());

/** Opens a raw connection, writes `text`, and resolves with the seconds until the server hung up. */
function heldFor(text: string): { socket: Socket; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  if (text) socket.write(text);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve((Date.now() - started) / 1000)),
  );
  return { socket, closed };
}

const HALF_BODY =
  'POST /api/auth/admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  'Content-Length: 200\r\n\r\n{"emailOrPhone": "a@b.c", ';

describe('slow clients', () => {
  it('cuts 50 connections that send half a body, after the time limit', async () => {
    const clients = Array.from({ length: 50 }, () => heldFor(HALF_BODY));
    const held = await Promise.race([
      Promise.all(clients.map((c) => c.closed)),
      new Promise<'still open'>((r) => setTimeout(() => r('still open'), (TIMEOUT_S + 4) * 1000)),
    ]);
    for (const c of clients) c.socket.destroy();
    expect(held).not.toBe('still open');
    for (const seconds of held as number[]) {
      expect(seconds).toBeGreaterThanOrEqual(TIMEOUT_S - 0.5);
      expect(seconds).toBeLessThan(TIMEOUT_S + 3);
    }
  });

  it('cuts a client that sends its headers slowly, and one that sends nothing', async () => {
    const partial = heldFor('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const silent = heldFor('');
    const limit = new Promise<'still open'>((r) =>
      setTimeout(() => r('still open'), (TIMEOUT_S + 4) * 1000),
    );
    const results = await Promise.all([
      Promise.race([partial.closed, limit]),
      Promise.race([silent.closed, limit]),
    ]);
    partial.socket.destroy();
    silent.socket.destroy();
    expect(results).not.toContain('still open');
  });

  it('the server still answers while slow clients are being cut', async () => {
    const clients = Array.from({ length: 20 }, () => heldFor(HALF_BODY));
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    for (const c of clients) c.socket.destroy();
  });
});

describe('long responses', () => {
  it('a response streaming for longer than the limit is delivered whole', async () => {
    const started = Date.now();
    const res = await fetch(`${t.baseUrl}/slow-stream`);
    const text = await res.text();
    expect((Date.now() - started) / 1000).toBeGreaterThan(TIMEOUT_S);
    expect(text.trim().split('\n')).toHaveLength(8);
    expect(text).toContain('chunk 8');
  });
});
