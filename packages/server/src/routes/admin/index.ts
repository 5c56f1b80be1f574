import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Profile, Stats } from '@hr/contracts';
import { registrationsByDay } from '../../db/queries/people-stats';
import { userStats, wardStats } from '../../db/queries/users';
import { accountOf, restrictTo } from '../../plugins/auth';
import { scopeOf } from '../../services/ward-scope';
import supervisorsRoutes from './supervisors';
import officeAccountsRoutes from './office-accounts';
import apiTokenRoutes from './api-tokens';
import auditRoutes from './audit';
import adminLookupRoutes from './lookups';
import { peopleDuplicatesRoutes } from '../people-duplicates';
import { peopleExportRoutes } from '../people-export';
import adminPeopleRoutes from './people';
import duplicatePairsRoutes from './duplicate-pairs';
import reportsRoutes from './reports';
import userSignInRoutes from './user-sign-in';
import usersRoutes from './users';

/**
 * Everything under /api/admin needs an office session: an admin's, or a supervisor's where a
 * route is flagged `supervisor: 'scoped'` (then within their wards).
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'admin');

  // config.apiToken: an API token may read this (plugins/auth.ts).
  const schema = { summary: 'Dashboard counts', operationId: 'getStats', response: { 200: Stats } };
  app.get(
    '/stats',
    { config: { apiToken: 'read', supervisor: 'scoped', reads: 'replica' }, schema },
    async (request) => {
      const wards = scopeOf(request);
      const db = app.dbFor(request);
      return {
        ...(wards ? await wardStats(db, wards, accountOf(request).id) : await userStats(db)),
        registrationsByDay: await registrationsByDay(db, wards),
      };
    },
  );

  // The signed-in office account as it is now (a supervisor's wards may have changed since sign-in).
  const me = {
    summary: 'The signed-in office account',
    operationId: 'getOfficeProfile',
    response: { 200: Profile },
  };
  // The account as the token check has just read it from the primary.
  app.get(
    '/me',
    { config: { supervisor: 'scoped', reads: 'primary' }, schema: me },
    async (request) => {
      const a = accountOf(request);
      const role = a.officeRole ?? 'admin';
      return {
        id: a.id,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        role,
        ...(role === 'supervisor' ? { wards: a.wards } : {}),
      };
    },
  );

  await app.register(usersRoutes);
  await app.register(supervisorsRoutes);
  await app.register(officeAccountsRoutes);
  await app.register(userSignInRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(duplicatePairsRoutes);
  await app.register(reportsRoutes);
  await app.register(peopleExportRoutes('admin'));
  await app.register(peopleDuplicatesRoutes('admin'));
  await app.register(adminLookupRoutes);
  await app.register(auditRoutes);
  await app.register(apiTokenRoutes);
};

export default adminRoutes;
