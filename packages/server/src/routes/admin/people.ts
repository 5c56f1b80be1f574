import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPeopleSearchQuery,
  BulkReviewBody,
  BulkReviewResult,
  ReviewBody,
  PersonList,
  AdminUpdatePersonBody,
  AuditEventList,
  IdParams,
  PeoplePage,
  Person,
  PersonMergedResponse,
} from '@hr/contracts';
import { getPerson } from '../../db/queries/people';
import { entityHistory } from '../../db/queries/audit';
import { HttpError, httpError } from '../../errors';
import { mergedInto } from '../../db/queries/duplicate-pairs';
import { clientGone } from '../../lib/client-gone';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { recordEvent, requestContext } from '../../services/audit';
import { deletePersonLogged, updatePersonLogged } from '../../services/person-changes';
import { peoplePage } from '../../services/people-query';
import { toPersonInput } from '../../services/person-input';
import { reviewLogged } from '../../services/review';
import {
  filteredScope,
  requirePersonInScope,
  requireWardInScope,
  scopeOf,
  type WardScope,
} from '../../services/ward-scope';
import { sendPeopleList, sendPeoplePage } from '../people-responses';
import { errors, NoContent, NotModified } from '../responses';

const adminPeopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A record merged into another (issue 41) answers 410 with where it went, for whoever may see
  // the kept record.
  const requireNotMerged = async (id: string, scope: WardScope) => {
    const into = await mergedInto(app.db, id);
    if (!into) return;
    const kept = scope ? await getPerson(app.db, into) : undefined;
    if (scope && (!kept || !scope.includes(kept.wardNo))) return;
    throw new HttpError('PERSON_MERGED', undefined, {}, { mergedInto: into });
  };

  // A supervisor may call every route here but the deletion, within their wards (ward-scope.ts).
  const config = { entity: 'person', supervisor: 'scoped' } as const;
  // The reads an API token may make (plugins/auth.ts); every write refuses tokens. Lists and
  // searches may be a few seconds old: a replica's (docs/deploy.md).
  const read = { apiToken: 'read', supervisor: 'scoped', reads: 'replica' } as const;

  // Every person, newest first: streamed JSON text built by PostgreSQL (no serializer).
  const listSchema = {
    summary: 'List every person, newest first (streamed)',
    operationId: 'listPeople',
    response: { 200: PersonList, 304: NotModified },
  };
  app.get('/people', { config: read, schema: listSchema }, async (request, reply) =>
    sendPeopleList(app.dbFor(request), request, reply, { wards: scopeOf(request) }),
  );

  // One page of everybody's people (All People), or of one collector's (the user-detail page).
  app.get(
    '/people/search',
    {
      config: read,
      schema: {
        summary: 'Search people',
        operationId: 'searchPeople',
        querystring: AdminPeopleSearchQuery,
        response: { 200: PeoplePage, 304: NotModified },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request, reply) => {
      const { createdBy, supervisorId } = request.query;
      const wards = await filteredScope(app.db, scopeOf(request), supervisorId);
      // Within one collector's people the creator's name would match all or none of them.
      const scope = { createdBy, matchCreator: !createdBy, wards };
      const page = await peoplePage(app.dbFor(request), request.query, scope, clientGone(reply));
      return sendPeoplePage(request, reply, page);
    },
  );

  app.get(
    '/people/:id',
    {
      // Primary: the view is logged, a read inside a write.
      config: { ...config, ...read, reads: 'primary' },
      schema: {
        summary: 'Get a person (logged as person.viewed)',
        operationId: 'getPerson',
        params: IdParams,
        response: { 200: Person, 410: PersonMergedResponse, ...errors(404) },
      },
    },
    async (request) => {
      const person = await getPerson(app.db, request.params.id);
      if (!person) await requireNotMerged(request.params.id, scopeOf(request));
      requirePersonInScope(scopeOf(request), person);
      if (!person) throw httpError('PERSON_NOT_FOUND');
      // Religion and caste are sensitive: who opened a record is part of its history.
      await recordEvent(app.db, {
        ...requestContext(request),
        action: 'person.viewed',
        entityType: 'person',
        entityId: person.id,
        // The record's name at the time, so the Activity page names it even after a deletion.
        details: { name: person.name },
      });
      return person;
    },
  );

  // Everything the log holds about one person, oldest first (also after it was deleted).
  app.get(
    '/people/:id/history',
    {
      config: { ...config, reads: 'replica' },
      schema: {
        summary: "A person's history from the activity log",
        operationId: 'getPersonHistory',
        params: IdParams,
        response: { 200: AuditEventList, ...errors(404) },
      },
    },
    async (request) => {
      // A supervisor reads the history of a person of their wards only (an admin's includes the deleted).
      const scope = scopeOf(request);
      if (scope) requirePersonInScope(scope, await getPerson(app.db, request.params.id));
      return { items: await entityHistory(app.dbFor(request), 'person', request.params.id) };
    },
  );

  app.put(
    '/people/:id',
    {
      config,
      schema: {
        summary: 'Update a person',
        operationId: 'updatePerson',
        params: IdParams,
        body: AdminUpdatePersonBody,
        response: { 200: Person, ...errors(404, 409) },
      },
    },
    async (request) => {
      const b = request.body;
      const input = toPersonInput(b, b.gpsLocation, app.config.defaultPhoneRegion);
      const scope = scopeOf(request);
      if (scope) {
        // Not theirs: as if it did not exist. Theirs, moved to a ward that is not: refused.
        requirePersonInScope(scope, await getPerson(app.db, request.params.id));
        requireWardInScope(scope, input.wardNo);
      }
      const { id } = request.params;
      if (!(await updatePersonLogged(app.db, request, id, input, undefined, scope)))
        throw httpError('PERSON_NOT_FOUND');
      return (await getPerson(app.db, request.params.id))!;
    },
  );

  // Review (issue 30): the office's check. Writes: an API token is refused (403) as on every write.
  app.put(
    '/people/:id/review',
    {
      config,
      schema: {
        summary:
          "Set a person's review state (verified, needs_correction with a comment, or pending)",
        operationId: 'reviewPerson',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Person, ...errors(404) },
      },
    },
    async (request) => {
      await reviewLogged(app.db, request, [request.params.id], request.body, true);
      return (await getPerson(app.db, request.params.id))!;
    },
  );

  app.post(
    '/people/review',
    {
      config: { supervisor: 'scoped' },
      schema: {
        summary: 'Set the review state of up to 100 people at once (all or none)',
        operationId: 'reviewPeople',
        body: BulkReviewBody,
        response: { 200: BulkReviewResult, ...errors(404) },
      },
    },
    async (request) => ({
      updated: await reviewLogged(app.db, request, request.body.ids, request.body),
    }),
  );

  app.delete(
    '/people/:id',
    {
      // Admins only: a supervisor corrects, the office deletes.
      config: { entity: 'person' },
      schema: {
        summary: 'Delete a person',
        operationId: 'deletePerson',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      if (!(await deletePersonLogged(app.db, request, request.params.id)))
        throw httpError('PERSON_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default adminPeopleRoutes;
