import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReligionList } from '@hr/contracts';
import { listReligions } from '../../db/queries/religions';
import { restrictTo } from '../../plugins/auth';

/** Read by admins (lookups page, person edit) and collectors (person forms). */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'admin', 'user');
  // Castes come inside each religion; an API token may read the list (plugins/auth.ts).
  const schema = {
    summary: 'Religions with their castes',
    operationId: 'listReligions',
    response: { 200: ReligionList },
  };
  // The primary: the lists are edited while the forms read them (and they are small).
  const config = { apiToken: 'read', supervisor: 'scoped', reads: 'primary' } as const;
  app.get('/religions', { config, schema }, async () =>
    listReligions(app.db),
  );
};

export default lookupRoutes;
