import axios from 'axios';
import { serverErrorText } from '@hr/i18n';

/**
 * The server's `message` for a failed call (in Hindi or Nepali, its `code`'s translation); when it
 * sent none, the caller's fallback text for that action (which the caller has translated).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (typeof data === 'object' && data !== null) {
      const { message, code } = data as { message?: unknown; code?: unknown };
      if (typeof message === 'string' && message.trim())
        return serverErrorText(typeof code === 'string' ? code : undefined, message);
    }
  }
  return fallback;
}
