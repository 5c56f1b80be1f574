import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@hr/contracts/errors';
import { codeForStatus, errorBody } from './error-body';

/**
 * Errors Fastify answers before any route or error handler (a malformed URL, a too-long path
 * parameter): the same `{ message, code }` body, Fastify's message kept.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(errorBody(codeForStatus(status), error.message));
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
};

/**
 * Node's 'clientError' (a request too slow to arrive, headers too large, bytes that are not
 * HTTP): no request object exists yet, so the answer is written on the socket, as Fastify's own
 * handler does, but in our body shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, code: 'BAD_REQUEST' as const };
  const body = JSON.stringify(errorBody(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
