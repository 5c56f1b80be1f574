import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReligionList } from '@hr/contracts';
import { listReligions } from '../../db/queries/religions';
import { requireRole } from '../../plugins/auth';
import { authErrors } from '../responses';

/** Read by admins (lookups page, person edit) and collectors (person forms). */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireRole('admin', 'user'));
  // Castes come inside each religion; an API token may read the list (plugins/auth.ts).
  app.get(
    '/religions',
    { config: { apiToken: 'read' }, schema: { response: { 200: ReligionList, ...authErrors } } },
    async () => listReligions(app.db),
  );
};

export default lookupRoutes;
