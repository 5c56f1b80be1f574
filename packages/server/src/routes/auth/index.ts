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
import { unauthorized } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { toE164 } from '../../lib/phone';
import { loginGuard } from '../../services/login-guard';

const INVALID = 'Invalid credentials';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, tokens } = app;

  app.post(
    '/admin/login',
    { schema: { body: AdminLoginBody, response: { 200: AdminLoginResponse, ...errors } } },
    async (request) => {
      const { db } = app;
      const { emailOrPhone, password } = request.body;
      const isEmail = emailOrPhone.includes('@');
      const phone = isEmail ? null : toE164(emailOrPhone, config.defaultPhoneRegion);
      const identifier = isEmail ? emailOrPhone : (phone ?? emailOrPhone);
      const guard = loginGuard(db, config, `admin:${identifier}`, request.ip);
      await guard.reserve();
      const admin =
        isEmail || phone ? await findAdminByLogin(db, isEmail ? emailOrPhone : null, phone) : undefined;
      // Same message and about the same time whether the account is unknown or the password wrong.
      const ok = await verifyPassword(admin?.password_hash ?? null, password);
      // A failure keeps its reserved attempt: it is the count of failures.
      if (!ok || !admin) throw unauthorized(INVALID);
      await guard.succeeded();
      return {
        token: tokens.sign({ sub: admin.id, role: 'admin', pwd: admin.password_changed_at.getTime() }),
        admin: {
          id: admin.id,
          firstName: admin.first_name,
          lastName: admin.last_name,
          email: admin.email,
          phone: admin.phone ?? '',
        },
      };
    },
  );

  app.post(
    '/user/login',
    { schema: { body: UserLoginBody, response: { 200: UserLoginResponse, ...errors } } },
    async (request) => {
      const { db } = app;
      const { password } = request.body;
      const phone = toE164(request.body.phone, config.defaultPhoneRegion);
      const guard = loginGuard(db, config, `user:${phone ?? request.body.phone}`, request.ip);
      await guard.reserve();
      const user = phone ? await findUserByPhone(db, phone) : undefined;
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!ok || !user) throw unauthorized(INVALID);
      await guard.succeeded();
      return {
        token: tokens.sign({ sub: user.id, role: 'user', pwd: user.password_changed_at.getTime() }),
        user: {
          id: user.id,
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          phone: user.phone,
        },
      };
    },
  );
};

export default authRoutes;
