import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLoginBody,
  AdminLoginResponse,
  ErrorResponse,
  UserLoginBody,
  UserLoginResponse,
} from '@hr/contracts';
import { findAdminByLogin } from '../../db/queries/admins';
import { findUserByPhone } from '../../db/queries/users';
import { httpError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { toE164 } from '../../lib/phone';
import { accountActor, recordEvent } from '../../services/audit';
import { issueDeviceCookie } from '../../services/device-cookie';
import { loginSubject, requestGuard } from '../../services/login-guard';
import { methodsOf, newChallenge } from '../../services/mfa';
import mfaRoutes from './mfa';
import secondStepRoutes from './second-step';
import { completeSignIn, signInLog } from './sign-in';

const errors = { 401: ErrorResponse, 429: ErrorResponse };

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, tokens } = app;
  await app.register(secondStepRoutes);
  await app.register(mfaRoutes, { prefix: '/mfa' });

  const logged = signInLog(app);

  app.post(
    '/admin/login',
    {
      schema: {
        summary: 'Sign in as an administrator',
        operationId: 'adminLogin',
        body: AdminLoginBody,
        response: { 200: AdminLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const { emailOrPhone, password } = request.body;
      const isEmail = emailOrPhone.includes('@');
      const phone = isEmail ? null : toE164(emailOrPhone, config.defaultPhoneRegion);
      const identifier = isEmail ? emailOrPhone : (phone ?? emailOrPhone);
      const admin = await logged(request, 'admin', identifier, async (found) => {
        // Looked up first, known or not, so the failures count per account (email and phone alike).
        const row =
          isEmail || phone ? await findAdminByLogin(db, isEmail ? emailOrPhone : null, phone) : undefined;
        if (row) found(row);
        const guard = requestGuard(db, config, loginSubject('admin', identifier, row), request);
        await guard.reserve();
        // Same message and about the same time whether the account is unknown or the password wrong.
        const ok = await verifyPassword(row?.password_hash ?? null, password);
        // A failure keeps its reserved attempt: it is the count of failures.
        if (!ok || !row) throw httpError('INVALID_CREDENTIALS');
        await guard.succeeded();
        return row;
      });
      // A second factor follows when the account has one, or must be enrolled first (issue 39).
      const { enrolled, methods } = await methodsOf(db, admin.id);
      if (enrolled) return { mfaRequired: true as const, challenge: await newChallenge(db, admin.id, 'verify'), methods };
      if (config.mfaRequired === 'office') {
        return { mfaSetupRequired: true as const, challenge: await newChallenge(db, admin.id, 'setup') };
      }
      return completeSignIn(app, request, reply, admin, identifier, 'password');
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        summary: 'Sign in as a collector',
        operationId: 'userLogin',
        body: UserLoginBody,
        response: { 200: UserLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const { password } = request.body;
      const phone = toE164(request.body.phone, config.defaultPhoneRegion);
      const identifier = phone ?? request.body.phone;
      const user = await logged(request, 'user', identifier, async (found) => {
        const row = phone ? await findUserByPhone(db, phone) : undefined;
        if (row) found(row);
        const guard = requestGuard(db, config, loginSubject('user', identifier, row), request);
        await guard.reserve();
        const ok = await verifyPassword(row?.password_hash ?? null, password);
        if (!ok || !row) throw httpError('INVALID_CREDENTIALS');
        await guard.succeeded();
        return row;
      });
      // This device signed in: its next sign-ins are limited per device (issue 45).
      issueDeviceCookie(request, reply, config.jwtSecret, loginSubject('user', identifier, user));
      await recordEvent(db, {
        actor: accountActor('user', { id: user.id, firstName: user.first_name, lastName: user.last_name }),
        action: 'auth.login.succeeded',
        entityType: 'user',
        entityId: user.id,
        clientAddress: request.ip,
        details: { role: 'user', identifier },
      });
      return {
        token: tokens.sign({ sub: user.id, role: 'user', pwd: user.password_changed_at.getTime() }),
        user: {
          id: user.id,
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          phone: user.phone,
          wards: user.wards,
        },
      };
    },
  );
};

export default authRoutes;
