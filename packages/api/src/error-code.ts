import axios from 'axios';
import { isErrorCode, type ErrorCode } from '@hr/contracts/errors';

/**
 * The catalogue code of a failed call (`{ message, code }` from the server), or undefined when
 * no answer came or it carried no known code. Front ends branch on this, never on the message
 * text: the text is for people and will be translated.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const code = (data as { code?: unknown }).code;
  return isErrorCode(code) ? code : undefined;
}
