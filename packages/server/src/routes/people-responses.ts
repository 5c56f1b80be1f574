import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { peopleListVersion } from '../db/queries/people-list';
import { etagOf, sendIfChanged } from '../lib/etag';
import { peopleJsonStream } from '../services/people-stream';

/**
 * The full people lists (GET /admin/people, GET /user/people): the same JSON array as ever,
 * streamed in batches with constant memory, tagged with the data version (304 when unchanged).
 * No response schema: a serializer needs the whole array in memory (a million people), so the
 * JSON text is built by the database query (db/queries/people-list.ts), whose select list of the
 * Person contract's columns is the whitelist here.
 */
export async function sendPeopleList(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  createdBy?: string,
) {
  const etag = etagOf(await peopleListVersion(db, createdBy));
  if (sendIfChanged(request, reply, etag)) return reply;
  return reply.type('application/json; charset=utf-8').send(peopleJsonStream(db, createdBy));
}

/** A search page, serialised by the route's schema (a whitelist), tagged by its own text. */
export function sendPeoplePage(request: FastifyRequest, reply: FastifyReply, page: unknown) {
  const json = String(reply.serialize(page));
  if (sendIfChanged(request, reply, etagOf(json))) return reply;
  return reply.type('application/json; charset=utf-8').send(json);
}
