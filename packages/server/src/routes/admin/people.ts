import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminUpdatePersonBody, IdParams, Person } from '@hr/contracts';
import { deletePerson, getPerson, updatePerson } from '../../db/queries/people';
import { notFound } from '../../errors';
import { peopleListCache } from '../../services/people-list-cache';
import { toPersonInput } from '../../services/person-input';
import { authErrors, NoContent } from '../responses';

const PERSON_NOT_FOUND = 'Person not found';

const adminPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { entity: 'person' };
  const peopleList = peopleListCache();

  // The JSON text comes ready from PostgreSQL (json_agg) and is sent as is (no serializer:
  // 50,000 rows); @fastify/compress encodes it with brotli or gzip.
  app.get('/people', async (_request, reply) => {
    const json = await peopleList(app.db);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.put(
    '/people/:id',
    { config, schema: { params: IdParams, body: AdminUpdatePersonBody, response: { 200: Person, ...authErrors } } },
    async (request) => {
      const b = request.body;
      const input = toPersonInput(b, b.gpsLocation, app.config.defaultPhoneRegion);
      if (!(await updatePerson(app.db, request.params.id, input))) throw notFound(PERSON_NOT_FOUND);
      return (await getPerson(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/people/:id',
    { config, schema: { params: IdParams, response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      if (!(await deletePerson(app.db, request.params.id))) throw notFound(PERSON_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};

export default adminPeopleRoutes;
