import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection accepted before shutdown may take to send its first request. A load
 * balancer opens a connection and writes its request at once, so the bytes are usually already
 * in the socket when shutdown begins; a browser's pre-opened keep-alive socket may never send.
 */
const FIRST_REQUEST_GRACE_MS = 1000;

/**
 * Graceful close for the production server. Node's own close() also destroys every connection
 * without a request in progress, including one just accepted whose request is still unread in
 * its buffer: behind a load balancer that request was sent and is lost (nginx answers 502 and,
 * for a POST, may not send it elsewhere). Here, on close:
 * - a connection serving a request closes after its response;
 * - a kept-alive connection between requests closes at once;
 * - a connection that has not sent its first request gets FIRST_REQUEST_GRACE_MS to do so, and
 *   that request is answered (Fastify adds `Connection: close` while closing).
 * It takes the place of the server's closeIdleConnections(), which Node's close() calls.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  const served = new WeakSet<Socket>();
  const busy = new Map<Socket, number>();
  let closing = false;

  const endIfIdle = (socket: Socket) => {
    if (!closing || busy.has(socket)) return;
    if (served.has(socket)) {
      socket.destroy();
      return;
    }
    setTimeout(() => {
      if (!busy.has(socket) && !served.has(socket)) socket.destroy();
    }, FIRST_REQUEST_GRACE_MS).unref();
  };
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    served.add(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      // The answer is out: do not wait for the client's next keep-alive request.
      setImmediate(() => endIfIdle(socket));
    });
  });

  const closeIdle = () => {
    if (closing) return;
    closing = true;
    for (const socket of open) endIfIdle(socket);
  };
  server.closeIdleConnections = closeIdle;

  return {
    /** Closes idle connections as above; ones with a request in flight close once answered. */
    closeIdle,
    /** The time limit is reached: cut everything. */
    closeAll() {
      for (const socket of open) socket.destroy();
    },
    get inFlight() {
      return busy.size;
    },
  };
}
