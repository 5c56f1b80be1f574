import type { FastifyReply } from 'fastify';

/**
 * Aborts when the connection closes before the answer is sent: the client went (a browser
 * cancels a search that a newer one replaced), so work done for it only delays other requests,
 * on PGlite's one connection most of all.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
