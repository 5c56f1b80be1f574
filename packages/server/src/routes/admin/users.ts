import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateUserBody, IdParams, UpdateUserBody, User, UserList } from '@hr/contracts';
import {
  deleteUser,
  getUserListRow,
  insertUser,
  listUsers,
  updateUser,
  type Assignment,
} from '../../db/queries/users';
import { findAdminById } from '../../db/queries/admins';
import type { Queryable } from '../../db/types';
import { httpError, invalidInput } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { scopeOf } from '../../services/ward-scope';
import { hashPassword } from '../../lib/passwords';
import { requirePhone } from '../../lib/phone';
import { recordAccountEdit, recordEvent, requestContext } from '../../services/audit';
import { errors, NoContent } from '../responses';

/**
 * A collector's wards (sorted; empty: any) and supervisor as sent; absent stays absent (a PUT
 * without them leaves them as they are). The supervisor must be one: 400 naming supervisorId.
 */
async function assignmentOf(
  db: Queryable,
  b: { wards?: number[]; supervisorId?: string | null },
): Promise<Assignment> {
  if (b.supervisorId) {
    const supervisor = await findAdminById(db, b.supervisorId);
    if (supervisor?.role !== 'supervisor') throw invalidInput('supervisorId is not a supervisor');
  }
  return {
    ...(b.wards ? { wards: [...b.wards].sort((x, y) => x - y) } : {}),
    ...(b.supervisorId !== undefined ? { supervisorId: b.supervisorId } : {}),
  };
}

/**
 * Each change commits together with its activity-log event (never the password itself); a change
 * of wards or supervisor is in its changes as [before, after].
 */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const region = app.config.defaultPhoneRegion;
  const config = { entity: 'user' };

  const listSchema = {
    summary: 'List collectors',
    operationId: 'listUsers',
    response: { 200: UserList },
  };
  // A supervisor reads their own collectors (those whose supervisorId is theirs), nobody else's.
  app.get(
    '/users',
    { config: { apiToken: 'read', supervisor: 'scoped', reads: 'primary' }, schema: listSchema },
    async (request) => listUsers(app.db, scopeOf(request) ? accountOf(request).id : undefined),
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
        ...(await assignmentOf(app.db, b)),
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
      const assignment = await assignmentOf(app.db, b);
      const passwordHash = b.password ? await hashPassword(b.password) : null;
      const found = await app.db.transaction(async (tx) => {
        const result = await updateUser(tx, id, {
          firstName: b.firstName,
          lastName: b.lastName,
          phone,
          email: b.email ?? null,
          gender: b.gender ?? null,
          ...assignment,
          passwordHash,
        });
        if (!result) return false;
        await recordAccountEdit(tx, request, 'user', id, result, Boolean(passwordHash));
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
