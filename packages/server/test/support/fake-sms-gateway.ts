import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsMessage {
  to: string;
  message: string;
}

export interface FakeSmsGateway {
  /** The webhook URL to give the server as SMS_WEBHOOK_URL. */
  url: string;
  /** Every accepted message, oldest first. */
  messages: SmsMessage[];
  /** The 6-digit code in the newest message to this E.164 phone. */
  lastCodeFor(phone: string): string | undefined;
  /** The next n deliveries (default 1) answer 500, like a gateway that is down. */
  failNext(n?: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/**
 * A real HTTP SMS gateway on 127.0.0.1 speaking the `webhook` provider's protocol
 * (POST JSON {"to", "message"}); it keeps what it receives so tests can read the codes.
 */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const messages: SmsMessage[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      try {
        const parsed = JSON.parse(body) as Partial<SmsMessage>;
        if (typeof parsed.to !== 'string' || typeof parsed.message !== 'string') throw new Error('bad');
        messages.push({ to: parsed.to, message: parsed.message });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    lastCodeFor(phone) {
      for (let i = messages.length - 1; i >= 0; i -= 1) {
        const m = messages[i]!;
        if (m.to === phone) return /\b(\d{6})\b/.exec(m.message)?.[1];
      }
      return undefined;
    },
    failNext(n = 1) {
      failures += n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
