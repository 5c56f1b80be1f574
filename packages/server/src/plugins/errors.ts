import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, translateDbError } from '../errors';
import { validationMessage } from '../lib/validation-messages';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content type must be application/json',
};

/**
 * The one error handler: known problems answer `{ message }` with their status; anything else
 * is logged with the request and answered as a bare 500, never with a stack.
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
        return reply.status(400).send({ message });
      }
      const error = translateDbError(raw);
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      const status = raw.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: FASTIFY_MESSAGES[raw.code] ?? raw.message });
      }
      request.log.error({ err: raw }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);
