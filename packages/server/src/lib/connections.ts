import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Which connections are serving a request right now. On shutdown Node's closeIdleConnections()
 * leaves alone a connection that never sent a (complete) request, such as a browser's
 * pre-opened keep-alive socket, and that one connection would hold the process until the time
 * limit. These are closed at once; ones with a request in flight close after their response.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let closing = false;

  const endIfIdle = (socket: Socket) => {
    if (closing && !busy.has(socket)) socket.destroy();
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
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      // The answer is out: do not wait for the client's next keep-alive request.
      setImmediate(() => endIfIdle(socket));
    });
  });

  return {
    /** Closes every connection without a request in flight, and each other one once answered. */
    closeIdle() {
      closing = true;
      for (const socket of open) endIfIdle(socket);
    },
    /** The time limit is reached: cut everything. */
    closeAll() {
      for (const socket of open) socket.destroy();
    },
    get inFlight() {
      return busy.size;
    },
  };
}
