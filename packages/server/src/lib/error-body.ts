import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@hr/contracts/errors';

/** The one shape of every error the API answers: `{ message, code }`. */
export const errorBody = (code: ErrorCode, message: string = ERROR_MESSAGES[code]): ErrorBody => ({
  message,
  code,
});

/** Fastify's own failures by their FST code: a fixed message the user can read. */
export const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Any other 4xx (a plugin's, or one Fastify adds later) is coded by its status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'AUTH_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

export const codeForStatus = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
