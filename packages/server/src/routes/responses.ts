import { ErrorResponse } from '@hr/contracts';
import { Type } from 'typebox';

/**
 * Error statuses an authenticated route may answer, all `{ message, code }`: the broad set, for
 * routes that have not narrowed theirs down with `errors(...)`.
 */
export const authErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 502 | 503;

/**
 * The error statuses a route gives beyond the ones every route of its kind gives (the OpenAPI
 * document adds those: 400 and 503 everywhere, 413/415 with a body, 401/403 with a session).
 */
export function errors(
  ...statuses: ErrorStatus[]
): Partial<Record<ErrorStatus, typeof ErrorResponse>> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

export const NoContent = Type.Null({ description: 'Done; no body' });

/** An `If-None-Match` that still matches the list's `ETag`: no body. */
export const NotModified = Type.Null({
  description: 'Not modified: the ETag sent in If-None-Match still matches',
});
