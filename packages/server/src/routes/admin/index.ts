import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Stats } from '@hr/contracts';
import { registrationsByDay } from '../../db/queries/people-stats';
import { userStats } from '../../db/queries/users';
import { restrictTo } from '../../plugins/auth';
import apiTokenRoutes from './api-tokens';
import auditRoutes from './audit';
import adminLookupRoutes from './lookups';
import { peopleDuplicatesRoutes } from '../people-duplicates';
import { peopleExportRoutes } from '../people-export';
import adminPeopleRoutes from './people';
import reportsRoutes from './reports';
import userSignInRoutes from './user-sign-in';
import usersRoutes from './users';

/** Everything under /api/admin needs an admin session. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'admin');

  // config.apiToken: an API token may read this (plugins/auth.ts).
  const schema = { summary: 'Dashboard counts', operationId: 'getStats', response: { 200: Stats } };
  app.get('/stats', { config: { apiToken: 'read' }, schema }, async () => ({
    ...(await userStats(app.db)),
    registrationsByDay: await registrationsByDay(app.db),
  }));

  await app.register(usersRoutes);
  await app.register(userSignInRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(reportsRoutes);
  await app.register(peopleExportRoutes('admin'));
  await app.register(peopleDuplicatesRoutes('admin'));
  await app.register(adminLookupRoutes);
  await app.register(auditRoutes);
  await app.register(apiTokenRoutes);
};

export default adminRoutes;
