import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MessageResponse, OtpSendBody, OtpSendResponse, OtpVerifyBody } from '@hr/contracts';
import { accountOf, requireRole } from '../../plugins/auth';
import { requirePhone } from '../../lib/phone';
import { requestContext } from '../../services/audit';
import { sendCode, verifyCode } from '../../services/otp';
import { authErrors } from '../responses';

/** A collector verifies a household's phone before registering it. */
const otpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireRole('user'));
  const region = app.config.defaultPhoneRegion;

  app.post(
    '/send',
    { schema: { body: OtpSendBody, response: { 200: OtpSendResponse, 502: ErrorResponse, ...authErrors } } },
    async (request) =>
      sendCode(app, requirePhone(request.body.phone, region), accountOf(request).id, requestContext(request)),
  );

  app.post(
    '/verify',
    { schema: { body: OtpVerifyBody, response: { 200: MessageResponse, ...authErrors } } },
    async (request) =>
      verifyCode(
        app,
        requirePhone(request.body.phone, region),
        request.body.code,
        accountOf(request).id,
        requestContext(request),
      ),
  );
};

export default otpRoutes;
