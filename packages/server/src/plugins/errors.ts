import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, translateDbError } from '../errors';
import { codeForStatus, errorBody, FASTIFY_CODES } from '../lib/error-body';
import { validationMessage } from '../lib/validation-messages';

/**
 * The one error handler: known problems answer `{ message, code }` with their status; anything
 * else is logged with the request and answered as a bare 500, never with a stack.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((raw: FastifyError, request, reply) => {
      if (raw.validation) {
        const entity = request.routeOptions.config.entity;
        const message =
          raw.validationContext === 'params' && entity
            ? `Invalid ${entity} id`
            : validationMessage(raw.validation, raw.validationContext);
        return reply.status(400).send(errorBody('VALIDATION_FAILED', message));
      }
      const error = translateDbError(raw);
      // The operator must hear of it; the client only learns to try again.
      if (error instanceof HttpError && error.code === 'DATABASE_UNAVAILABLE') {
        request.log.error({ err: raw }, 'database unavailable');
      }
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .headers(error.headers)
          .send({ ...errorBody(error.code, error.message), ...error.extra });
      }
      const status = raw.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = FASTIFY_CODES[raw.code];
        return reply.status(status).send(known ? errorBody(known) : errorBody(codeForStatus(status), raw.message));
      }
      request.log.error({ err: raw }, 'request failed');
      return reply.status(500).send(errorBody('INTERNAL'));
    });
  },
  { name: 'errors' },
);
