import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateUserBody, IdParams, UpdateUserBody, User, UserList } from '@hr/contracts';
import { deleteUser, getUserListRow, insertUser, listUsers, updateUser } from '../../db/queries/users';
import { notFound } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { requirePhone } from '../../lib/phone';
import { authErrors, NoContent } from '../responses';

const USER_NOT_FOUND = 'User not found';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const region = app.config.defaultPhoneRegion;
  const config = { entity: 'user' };

  app.get('/users', { schema: { response: { 200: UserList, ...authErrors } } }, async () =>
    listUsers(app.db),
  );

  app.post(
    '/users',
    { schema: { body: CreateUserBody, response: { 201: User, ...authErrors } } },
    async (request, reply) => {
      const b = request.body;
      const id = await insertUser(app.db, {
        firstName: b.firstName,
        lastName: b.lastName,
        phone: requirePhone(b.phone, region),
        email: b.email ?? null,
        gender: b.gender ?? null,
        passwordHash: await hashPassword(b.password),
      });
      return reply.status(201).send((await getUserListRow(app.db, id))!);
    },
  );

  app.put(
    '/users/:id',
    { config, schema: { params: IdParams, body: UpdateUserBody, response: { 200: User, ...authErrors } } },
    async (request) => {
      const b = request.body;
      const phone = requirePhone(b.phone, region);
      const passwordHash = b.password ? await hashPassword(b.password) : null;
      const found = await updateUser(app.db, request.params.id, {
        firstName: b.firstName,
        lastName: b.lastName,
        phone,
        email: b.email ?? null,
        gender: b.gender ?? null,
        passwordHash,
      });
      if (!found) throw notFound(USER_NOT_FOUND);
      return (await getUserListRow(app.db, request.params.id))!;
    },
  );

  app.delete(
    '/users/:id',
    { config, schema: { params: IdParams, response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      if (!(await deleteUser(app.db, request.params.id))) throw notFound(USER_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};

export default usersRoutes;
