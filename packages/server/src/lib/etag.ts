import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator: the same JSON (or data version) gives the same tag on every instance. */
export function etagOf(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** If-None-Match holds this tag (or `*`): weak comparison, as RFC 9110 asks for GET. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sets the ETag; answers 304 with no body when the client already has this version. JSON under
 * /api is then marked no-store (personal data: plugins/security-headers.ts), so browsers keep no
 * copy; API clients that keep their own copy revalidate with If-None-Match.
 */
export function sendIfChanged(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!notModified(request, etag)) return false;
  void reply.status(304).send();
  return true;
}
