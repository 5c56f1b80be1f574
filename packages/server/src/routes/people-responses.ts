import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { peopleListVersion, type ListFilter } from '../db/queries/people-list';
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
  filter: ListFilter,
) {
  // A scoped list is another list: its wards are part of its tag, so one browser's cached copy
  // of the district's list never answers a supervisor's request (or the other way round).
  const scope = filter.wards ? `:wards=${filter.wards.join(',')}` : '';
  const etag = etagOf(`${await peopleListVersion(db, filter.createdBy)}${scope}`);
  if (sendIfChanged(request, reply, etag)) return reply;
  return reply.type('application/json; charset=utf-8').send(peopleJsonStream(db, filter));
}

/** A search page, serialised by the route's schema (a whitelist), tagged by its own text. */
export function sendPeoplePage(request: FastifyRequest, reply: FastifyReply, page: unknown) {
  const json = String(reply.serialize(page));
  if (sendIfChanged(request, reply, etagOf(json))) return reply;
  return reply.type('application/json; charset=utf-8').send(json);
}
