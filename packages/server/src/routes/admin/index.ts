import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Stats } from '@hr/contracts';
import { registrationsByDay } from '../../db/queries/people-stats';
import { userStats } from '../../db/queries/users';
import { requireRole } from '../../plugins/auth';
import { authErrors } from '../responses';
import apiTokenRoutes from './api-tokens';
import auditRoutes from './audit';
import adminLookupRoutes from './lookups';
import { peopleDuplicatesRoutes } from '../people-duplicates';
import { peopleExportRoutes } from '../people-export';
import adminPeopleRoutes from './people';
import usersRoutes from './users';

/** Everything under /api/admin needs an admin session. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireRole('admin'));

  // config.apiToken: an API token may read this (plugins/auth.ts).
  app.get('/stats', { config: { apiToken: 'read' }, schema: { response: { 200: Stats, ...authErrors } } }, async () => ({
    ...(await userStats(app.db)),
    registrationsByDay: await registrationsByDay(app.db),
  }));

  await app.register(usersRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(peopleExportRoutes('admin'));
  await app.register(peopleDuplicatesRoutes('admin'));
  await app.register(adminLookupRoutes);
  await app.register(auditRoutes);
  await app.register(apiTokenRoutes);
};

export default adminRoutes;
