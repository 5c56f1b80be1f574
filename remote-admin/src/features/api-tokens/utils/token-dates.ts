import { formatReaderDate } from '@hr/i18n';
import { adminText } from '@admin/i18n';

/**
 * A token's instant for the list, in the reader's time zone (as the activity log shows times);
 * null (no expiry, never used) reads 'Never'. English after the browser's locale; Hindi and
 * Nepali in their own.
 */
export function tokenDate(instant: string | null): string {
  if (instant === null) return adminText('apiTokens.never');
  return formatReaderDate(instant, { dateStyle: 'medium', timeStyle: 'short' });
}

/** An expiry already past: the server refuses the token (401) until it is revoked and remade. */
export function isExpired(expiresAt: string | null, now = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}
