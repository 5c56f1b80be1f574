// A fixed address for the browser in front of a server that is stopped and started again (each
// start gets a new port from the system, while the page, its draft in localStorage and the
// browser's permissions belong to one origin). With no server behind it, a request fails the way
// it does when the server is down: the connection just closes.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FrontDoor {
  url: string;
  /** Where requests go from now on: a server's base URL, or null for "the server is down". */
  target(baseUrl: string | null): void;
  close(): Promise<void>;
}

export async function startFrontDoor(): Promise<FrontDoor> {
  let upstream: number | null = null;
  const server: Server = createServer((req, res) => {
    if (upstream === null) {
      req.socket.destroy();
      return;
    }
    const forward = request(
      {
        host: '127.0.0.1',
        port: upstream,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    target: (baseUrl) => void (upstream = baseUrl === null ? null : Number(new URL(baseUrl).port)),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
