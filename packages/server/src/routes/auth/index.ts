import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminLoginBody,
  AdminLoginResponse,
  ErrorResponse,
  UserLoginBody,
  UserLoginResponse,
} from '@hr/contracts';
import { findAdminByLogin } from '../../db/queries/admins';
import { findUserByPhone } from '../../db/queries/users';
import { httpError, HttpError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { toE164 } from '../../lib/phone';
import { accountActor, ANONYMOUS, recordEvent, type AuditAction } from '../../services/audit';
import { loginGuard, loginSubject, SignInRefused } from '../../services/login-guard';
import { recordRefusal } from '../../services/refusal-log';

const errors = { 401: ErrorResponse, 429: ErrorResponse };

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, tokens } = app;

  /**
   * Sign-ins are logged with the identifier tried (never the password). A refused or failed one
   * is anonymous; it names the account when the identifier belongs to one. Refusals while a lock
   * lasts are logged once per lock and window, with their count (services/refusal-log.ts).
   */
  const logged = async <T>(
    request: FastifyRequest,
    role: 'admin' | 'user',
    identifier: string,
    attempt: (found: (account: { id: string; first_name: string; last_name: string }) => void) => Promise<T>,
  ) => {
    let accountId: string | null = null;
    // The account's name at the time, when the identifier names one: the Activity page shows it.
    let name: string | undefined;
    const event = (action: AuditAction, details: Record<string, unknown> = {}) => ({
      actor: ANONYMOUS,
      action,
      entityType: role,
      entityId: accountId,
      clientAddress: request.ip,
      details: { role, identifier, ...(name ? { name } : {}), ...details },
    });
    try {
      return await attempt((account) => {
        accountId = account.id;
        name = `${account.first_name} ${account.last_name}`.trim();
      });
    } catch (error) {
      if (error instanceof SignInRefused) {
        await recordRefusal(app.db, error.window, event('auth.login.locked', { lock: error.lock }));
      } else if (error instanceof HttpError && error.statusCode === 401) {
        await recordEvent(app.db, event('auth.login.failed'));
      }
      throw error;
    }
  };

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
    async (request) => {
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
        const guard = loginGuard(db, config, loginSubject('admin', identifier, row), request.ip);
        await guard.reserve();
        // Same message and about the same time whether the account is unknown or the password wrong.
        const ok = await verifyPassword(row?.password_hash ?? null, password);
        // A failure keeps its reserved attempt: it is the count of failures.
        if (!ok || !row) throw httpError('INVALID_CREDENTIALS');
        await guard.succeeded();
        return row;
      });
      // A supervisor signs in here too (issue 38): an office account whose role says what it may do.
      const role = admin.role;
      const actor = accountActor(role, { id: admin.id, firstName: admin.first_name, lastName: admin.last_name });
      await recordEvent(db, {
        actor,
        action: 'auth.login.succeeded',
        entityType: role,
        entityId: admin.id,
        clientAddress: request.ip,
        details: { role, identifier },
      });
      return {
        token: tokens.sign({ sub: admin.id, role: 'admin', pwd: admin.password_changed_at.getTime() }),
        admin: {
          id: admin.id,
          firstName: admin.first_name,
          lastName: admin.last_name,
          email: admin.email,
          phone: admin.phone ?? '',
          role,
          ...(role === 'supervisor' ? { wards: admin.wards } : {}),
        },
      };
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
    async (request) => {
      const { db } = app;
      const { password } = request.body;
      const phone = toE164(request.body.phone, config.defaultPhoneRegion);
      const identifier = phone ?? request.body.phone;
      const user = await logged(request, 'user', identifier, async (found) => {
        const row = phone ? await findUserByPhone(db, phone) : undefined;
        if (row) found(row);
        const guard = loginGuard(db, config, loginSubject('user', identifier, row), request.ip);
        await guard.reserve();
        const ok = await verifyPassword(row?.password_hash ?? null, password);
        if (!ok || !row) throw httpError('INVALID_CREDENTIALS');
        await guard.succeeded();
        return row;
      });
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
