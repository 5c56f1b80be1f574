import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPeopleSearchQuery,
  AdminUpdatePersonBody,
  AuditEventList,
  IdParams,
  PeoplePage,
  Person,
} from '@hr/contracts';
import { getPerson } from '../../db/queries/people';
import { entityHistory } from '../../db/queries/audit';
import { httpError } from '../../errors';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { recordEvent, requestContext } from '../../services/audit';
import { deletePersonLogged, updatePersonLogged } from '../../services/person-changes';
import { peoplePage } from '../../services/people-query';
import { toPersonInput } from '../../services/person-input';
import { sendPeopleList, sendPeoplePage } from '../people-responses';
import { authErrors, NoContent } from '../responses';

const adminPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { entity: 'person' };
  // The reads an API token may make (plugins/auth.ts); every write refuses tokens.
  const read = { apiToken: 'read' } as const;

  // Every person, newest first: streamed JSON text built by PostgreSQL (no serializer).
  app.get('/people', { config: read }, async (request, reply) => sendPeopleList(app.db, request, reply));

  // One page of everybody's people (All People), or of one collector's (the user-detail page).
  app.get(
    '/people/search',
    {
      config: read,
      schema: { querystring: AdminPeopleSearchQuery, response: { 200: PeoplePage, ...authErrors } },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request, reply) => {
      const { createdBy } = request.query;
      // Within one collector's people the creator's name would match all or none of them.
      const page = await peoplePage(app.db, request.query, { createdBy, matchCreator: !createdBy });
      return sendPeoplePage(request, reply, page);
    },
  );

  app.get(
    '/people/:id',
    { config: { ...config, ...read }, schema: { params: IdParams, response: { 200: Person, ...authErrors } } },
    async (request) => {
      const person = await getPerson(app.db, request.params.id);
      if (!person) throw httpError('PERSON_NOT_FOUND');
      // Religion and caste are sensitive: who opened a record is part of its history.
      await recordEvent(app.db, {
        ...requestContext(request),
        action: 'person.viewed',
        entityType: 'person',
        entityId: person.id,
      });
      return person;
    },
  );

  // Everything the log holds about one person, oldest first (also after it was deleted).
  app.get(
    '/people/:id/history',
    { config, schema: { params: IdParams, response: { 200: AuditEventList, ...authErrors } } },
    async (request) => ({ items: await entityHistory(app.db, 'person', request.params.id) }),
  );

  app.put(
    '/people/:id',
    { config, schema: { params: IdParams, body: AdminUpdatePersonBody, response: { 200: Person, ...authErrors } } },
    async (request) => {
      const b = request.body;
      const input = toPersonInput(b, b.gpsLocation, app.config.defaultPhoneRegion);
      if (!(await updatePersonLogged(app.db, request, request.params.id, input))) throw httpError('PERSON_NOT_FOUND');
      return (await getPerson(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/people/:id',
    { config, schema: { params: IdParams, response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      if (!(await deletePersonLogged(app.db, request, request.params.id))) throw httpError('PERSON_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default adminPeopleRoutes;
