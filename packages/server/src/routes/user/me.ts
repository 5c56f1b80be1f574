import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Profile } from '@hr/contracts';
import { accountOf } from '../../plugins/auth';

/** GET /user/me: the collector as now, with the wards they may register in (empty: any). */
const userMeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { summary: 'The signed-in collector', operationId: 'getMyProfile', response: { 200: Profile } };
  // The account as the token check has just read it from the primary.
  app.get('/me', { config: { reads: 'primary' }, schema }, async (request) => {
    const { id, firstName, lastName, email, phone, wards } = accountOf(request);
    return { id, firstName, lastName, email, phone, wards };
  });
};

export default userMeRoutes;
