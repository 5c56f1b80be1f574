import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, SignInLocks } from '@hr/contracts';
import { findUserById } from '../../db/queries/users';
import { httpError } from '../../errors';
import { recordEvent, requestContext } from '../../services/audit';
import { clearSignInLocks, loginSubject, signInLocks } from '../../services/login-guard';
import { errors, NoContent } from '../responses';

/** A collector's sign-in locks: seen and cleared by an administrator (issue 28). */
const userSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const routeConfig = { entity: 'user' };
  const subjectOf = async (id: string) => {
    const user = await findUserById(app.db, id);
    if (!user) throw httpError('USER_NOT_FOUND');
    return {
      subject: loginSubject('user', user.phone, user),
      name: `${user.first_name} ${user.last_name}`.trim(),
    };
  };

  app.get(
    '/users/:id/sign-in-locks',
    {
      config: { ...routeConfig, reads: 'primary' },
      schema: {
        summary: "What holds a collector's sign-in back now",
        operationId: 'getUserSignInLocks',
        params: IdParams,
        response: { 200: SignInLocks, ...errors(404) },
      },
    },
    async (request) => signInLocks(app.db, config, (await subjectOf(request.params.id)).subject),
  );

  app.post(
    '/users/:id/unlock-sign-in',
    {
      config: routeConfig,
      schema: {
        summary: "Clear a collector's sign-in locks, from every address",
        operationId: 'unlockUserSignIn',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { subject, name } = await subjectOf(id);
      await app.db.transaction(async (tx) => {
        // What was cleared goes into the log: an unlock of nothing is worth telling apart.
        const cleared = await signInLocks(tx, config, subject);
        await clearSignInLocks(tx, subject);
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'user.sign_in_unlocked',
          entityType: 'user',
          entityId: id,
          details: {
            name,
            lockedAddresses: cleared.lockedAddresses,
            waitSeconds: cleared.waitSeconds,
          },
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default userSignInRoutes;
