import { ErrorResponse } from '@hr/contracts';
import { Type } from 'typebox';

/** Error statuses every authenticated route may answer, all `{ message, code }`. */
export const authErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

export const NoContent = Type.Null();
