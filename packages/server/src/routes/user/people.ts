import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePersonBody,
  IdParams,
  PeoplePage,
  Person,
  PersonList,
  UserPeopleSearchQuery,
  UserUpdatePersonBody,
} from '@hr/contracts';
import { consumeVerification } from '../../db/queries/otp';
import { getPerson, insertPerson } from '../../db/queries/people';
import { httpError } from '../../errors';
import { requirePhone } from '../../lib/phone';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { accountOf, restrictTo } from '../../plugins/auth';
import { recordEvent, requestContext } from '../../services/audit';
import { deletePersonLogged, qualityContext, updatePersonLogged } from '../../services/person-changes';
import { qualityAfterSave } from '../../services/quality';
import { peoplePage } from '../../services/people-query';
import { toPersonInput } from '../../services/person-input';
import { assignedWard } from '../../services/ward-scope';
import userMeRoutes from './me';
import { peopleDuplicatesRoutes } from '../people-duplicates';
import { peopleExportRoutes } from '../people-export';
import { sendPeopleList, sendPeoplePage } from '../people-responses';
import { errors, NoContent, NotModified } from '../responses';

// Another collector's person answers exactly like a missing one: its existence is not leaked.

const userPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'user');
  const region = app.config.defaultPhoneRegion;
  const config = { entity: 'person' };
  await app.register(peopleExportRoutes('user'));
  await app.register(peopleDuplicatesRoutes('user'));
  await app.register(userMeRoutes);

  const listSchema = {
    summary: 'List my people, newest first (streamed)',
    operationId: 'listMyPeople',
    response: { 200: PersonList, 304: NotModified },
  };
  app.get('/people', { config: { reads: 'replica' }, schema: listSchema }, async (request, reply) =>
    sendPeopleList(app.dbFor(request), request, reply, { createdBy: accountOf(request).id }),
  );

  // The caller's own people, a page at a time (the search covers the person's fields only).
  app.get(
    '/people/search',
    {
      config: { reads: 'replica' },
      schema: {
        summary: 'Search my people',
        operationId: 'searchMyPeople',
        querystring: UserPeopleSearchQuery,
        response: { 200: PeoplePage, 304: NotModified },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request, reply) => {
      const scope = { createdBy: accountOf(request).id, matchCreator: false };
      return sendPeoplePage(request, reply, await peoplePage(app.dbFor(request), request.query, scope));
    },
  );

  app.post(
    '/people',
    {
      schema: {
        summary: 'Register a person (the phone verified first)',
        operationId: 'createPerson',
        body: CreatePersonBody,
        response: { 201: Person, ...errors(409) },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const phone = requirePhone(request.body.phone, region);
      const input = toPersonInput(request.body, request.body.gps, region);
      input.wardNo = assignedWard(request, input.wardNo);
      // Insert first: of two concurrent saves of one phone, the second waits on the unique index
      // and gets 409; then the verification is used up, or everything rolls back.
      const id = await app.db.transaction(async (tx) => {
        const created = await insertPerson(tx, { ...input, phone, createdBy: userId });
        if (!(await consumeVerification(tx, phone, userId))) {
          throw httpError('PHONE_NOT_VERIFIED');
        }
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'person.created',
          entityType: 'person',
          entityId: created.id,
          details: { record: created.record },
        });
        return created.id;
      });
      // no_location is the insert's own; the other flags follow (services/quality-queue.ts).
      const ctx = qualityContext(request);
      app.quality.add((tx) => qualityAfterSave(tx, ctx, id));
      return reply.status(201).send((await getPerson(app.db, id))!);
    },
  );

  app.get(
    '/people/:id',
    {
      config: { ...config, reads: 'primary' },
      schema: { summary: 'Get one of my people', operationId: 'getMyPerson', params: IdParams, response: { 200: Person, ...errors(404) } },
    },
    async (request) => {
      const person = await getPerson(app.db, request.params.id, accountOf(request).id);
      if (!person) throw httpError('PERSON_NOT_FOUND');
      return person;
    },
  );

  app.put(
    '/people/:id',
    {
      config,
      schema: {
        summary: 'Update one of my people',
        operationId: 'updateMyPerson',
        params: IdParams,
        body: UserUpdatePersonBody,
        response: { 200: Person, ...errors(404, 409) },
      },
    },
    async (request) => {
      const userId = accountOf(request).id;
      const input = toPersonInput(request.body, request.body.gpsLocation, region);
      input.wardNo = assignedWard(request, input.wardNo);
      if (!(await updatePersonLogged(app.db, request, request.params.id, input, userId))) {
        throw httpError('PERSON_NOT_FOUND');
      }
      return (await getPerson(app.db, request.params.id, userId))!;
    },
  );

  app.delete(
    '/people/:id',
    {
      config,
      schema: { summary: 'Delete one of my people', operationId: 'deleteMyPerson', params: IdParams, response: { 204: NoContent, ...errors(404) } },
    },
    async (request, reply) => {
      if (!(await deletePersonLogged(app.db, request, request.params.id, accountOf(request).id))) {
        throw httpError('PERSON_NOT_FOUND');
      }
      return reply.status(204).send(null);
    },
  );
};

export default userPeopleRoutes;
