/** The reader's own locale and time zone, as the activity log shows times. */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const NEVER = 'Never';

/** A token's instant for the list; null (no expiry, never used) reads 'Never'. */
export function tokenDate(instant: string | null): string {
  return instant === null ? NEVER : DATE.format(new Date(instant));
}

/** An expiry already past: the server refuses the token (401) until it is revoked and remade. */
export function isExpired(expiresAt: string | null, now = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now;
}
