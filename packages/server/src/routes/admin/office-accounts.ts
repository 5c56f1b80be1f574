import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParams, SignInLocks } from '@hr/contracts';
import { findAdminById } from '../../db/queries/admins';
import { httpError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { requestContext } from '../../services/audit';
import { loginSubject, signInLocks, unlockOfficeAccount } from '../../services/login-guard';
import { resetFactors } from '../../services/mfa';
import { errors, NoContent } from '../responses';

/**
 * An admin removes another office account's second factors (issue 39), for someone who lost
 * their phone and their recovery codes: `mfa.reset` names who did it. Not one's own (that is
 * the Account security page's removal, which asks for the password); admins only.
 */
const officeAccountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reset = async (request: FastifyRequest, id: string, onlySupervisor: boolean) => {
    const target = await findAdminById(app.db, id);
    if (!target || (onlySupervisor && target.role !== 'supervisor')) {
      throw httpError(onlySupervisor ? 'SUPERVISOR_NOT_FOUND' : 'ACCOUNT_NOT_FOUND');
    }
    if (target.id === accountOf(request).id) {
      throw httpError('FORBIDDEN', 'Remove your own second factors on the Account security page');
    }
    await resetFactors(app.db, target, requestContext(request));
  };

  app.delete(
    '/office-accounts/:id/mfa',
    {
      config: { entity: 'account' },
      schema: {
        summary: "Reset an office account's second factors (an admin's or a supervisor's)",
        operationId: 'resetOfficeAccountMfa',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      await reset(request, request.params.id, false);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/supervisors/:id/mfa',
    {
      config: { entity: 'supervisor' },
      schema: {
        summary: "Reset a supervisor's second factors",
        operationId: 'resetSupervisorMfa',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      await reset(request, request.params.id, true);
      return reply.status(204).send(null);
    },
  );

  // An office account's sign-in locks (issue 45): seen and cleared by an admin, like a collector's.
  const accountFor = async (id: string) => {
    const target = await findAdminById(app.db, id);
    if (!target) throw httpError('ACCOUNT_NOT_FOUND');
    return target;
  };

  app.get(
    '/office-accounts/:id/sign-in-locks',
    {
      config: { entity: 'account', reads: 'primary' },
      schema: {
        summary: "What holds an office account's sign-in back now (an admin's or a supervisor's)",
        operationId: 'getOfficeAccountSignInLocks',
        params: IdParams,
        response: { 200: SignInLocks, ...errors(404) },
      },
    },
    async (request) => {
      const target = await accountFor(request.params.id);
      return signInLocks(app.db, app.config, loginSubject('admin', target.id, target));
    },
  );

  app.post(
    '/office-accounts/:id/unlock-sign-in',
    {
      config: { entity: 'account' },
      schema: {
        summary: "Clear an office account's sign-in locks, from every address and device",
        operationId: 'unlockOfficeAccountSignIn',
        params: IdParams,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const target = await accountFor(request.params.id);
      await unlockOfficeAccount(app.db, app.config, target, requestContext(request));
      return reply.status(204).send(null);
    },
  );
};

export default officeAccountsRoutes;
