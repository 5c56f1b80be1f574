import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateUserBody, IdParams, UpdateUserBody, User, UserList } from '@hr/contracts';
import { deleteUser, getUserListRow, insertUser, listUsers, updateUser } from '../../db/queries/users';
import { httpError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { requirePhone } from '../../lib/phone';
import { changedFields, recordEvent, requestContext } from '../../services/audit';
import { errors, NoContent } from '../responses';

/** Each change commits together with its activity-log event (never the password itself). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const region = app.config.defaultPhoneRegion;
  const config = { entity: 'user' };

  const listSchema = { summary: 'List collectors', operationId: 'listUsers', response: { 200: UserList } };
  app.get('/users', { config: { apiToken: 'read' }, schema: listSchema }, async () =>
    listUsers(app.db),
  );

  app.post(
    '/users',
    {
      schema: {
        summary: 'Create a collector',
        operationId: 'createUser',
        body: CreateUserBody,
        response: { 201: User, ...errors(409) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const fields = {
        firstName: b.firstName,
        lastName: b.lastName,
        phone: requirePhone(b.phone, region),
        email: b.email ?? null,
        gender: b.gender ?? null,
      };
      const passwordHash = await hashPassword(b.password);
      const id = await app.db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...fields, passwordHash });
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'user.created',
          entityType: 'user',
          entityId: created,
          details: { record: fields },
        });
        return created;
      });
      return reply.status(201).send((await getUserListRow(app.db, id))!);
    },
  );

  app.put(
    '/users/:id',
    {
      config,
      schema: {
        summary: 'Update a collector (a password resets it)',
        operationId: 'updateUser',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: User, ...errors(404, 409) },
      },
    },
    async (request) => {
      const b = request.body;
      const { id } = request.params;
      const phone = requirePhone(b.phone, region);
      const passwordHash = b.password ? await hashPassword(b.password) : null;
      const found = await app.db.transaction(async (tx) => {
        const result = await updateUser(tx, id, {
          firstName: b.firstName,
          lastName: b.lastName,
          phone,
          email: b.email ?? null,
          gender: b.gender ?? null,
          passwordHash,
        });
        if (!result) return false;
        const context = { ...requestContext(request), entityType: 'user', entityId: id };
        const changes = changedFields(result.before, result.after);
        // The account's name at the time: the Activity page names the record by it.
        const name = `${result.after.firstName} ${result.after.lastName}`.trim();
        // A save that only sets a new password is a reset, not an edit of the account.
        if (Object.keys(changes).length > 0 || !passwordHash) {
          await recordEvent(tx, { ...context, action: 'user.updated', details: { changes, name } });
        }
        if (passwordHash) {
          await recordEvent(tx, { ...context, action: 'user.password_reset', details: { name } });
        }
        return true;
      });
      if (!found) throw httpError('USER_NOT_FOUND');
      return (await getUserListRow(app.db, id))!;
    },
  );

  app.delete(
    '/users/:id',
    {
      config,
      schema: {
        summary: 'Delete a collector and their people',
        operationId: 'deleteUser',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await app.db.transaction(async (tx) => {
        const deleted = await deleteUser(tx, id);
        if (!deleted) return false;
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'user.deleted',
          entityType: 'user',
          entityId: id,
          details: { record: deleted.record, peopleDeleted: deleted.peopleDeleted },
        });
        return true;
      });
      if (!found) throw httpError('USER_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );
};

export default usersRoutes;
