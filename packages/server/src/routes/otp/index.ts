import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponse, OtpSendBody, OtpSendResponse, OtpVerifyBody } from '@hr/contracts';
import { accountOf, restrictTo } from '../../plugins/auth';
import { requirePhone } from '../../lib/phone';
import { requestContext } from '../../services/audit';
import { sendCode, verifyCode } from '../../services/otp';
import { errors } from '../responses';

/** A collector verifies a household's phone before registering it. */
const otpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'user');
  const region = app.config.defaultPhoneRegion;

  app.post(
    '/send',
    {
      schema: {
        summary: "Send a one-time code to a household's phone",
        operationId: 'sendOtp',
        body: OtpSendBody,
        response: { 200: OtpSendResponse, ...errors(409, 429, 502) },
      },
    },
    async (request) =>
      sendCode(app, requirePhone(request.body.phone, region), accountOf(request).id, requestContext(request)),
  );

  app.post(
    '/verify',
    {
      schema: {
        summary: 'Verify the code the household received',
        operationId: 'verifyOtp',
        body: OtpVerifyBody,
        response: { 200: MessageResponse, ...errors(409, 429) },
      },
    },
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
