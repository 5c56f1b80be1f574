import type { AppConfig } from '../config';
import type { Queryable } from '../db';
import { hit, release } from '../db/queries/rate-limits';
import { humanSeconds, tooManyRequests } from '../errors';

/**
 * Who a sign-in's failures count against: the account when the identifier names one, so an
 * administrator's email and phone share one count (alternating them must not double the tries);
 * otherwise the identifier as typed, lower-cased. The caller looks the account up before
 * reserving whether it exists or not, so both cases cost the same queries and end in the same
 * message: the count does not tell an unknown identifier from a known one.
 */
export function loginSubject(role: 'admin' | 'user', identifier: string, account?: { id: string }): string {
  return account ? `acct:${role}:${account.id}` : `id:${role}:${identifier.toLowerCase()}`;
}

/**
 * Failed sign-ins are limited per subject (an account under attack, see loginSubject) and per
 * client address (one client trying many accounts). Counters live in PostgreSQL, so every API
 * instance sees them.
 *
 * An attempt is counted before its password is checked (`reserve`), in one statement per
 * counter: a check made first and counted after would let every request of a parallel burst
 * past the check before any of them had failed. A failure simply keeps its reservation; a
 * refused attempt and a successful sign-in give theirs back. So at most `loginMaxFailures`
 * passwords are checked per subject per window, however many requests arrive at once.
 */
export function loginGuard(db: Queryable, config: AppConfig, subject: string, address: string) {
  const counters = [
    { key: `login:${subject}`, limit: config.loginMaxFailures },
    { key: `login:addr:${address}`, limit: config.loginMaxFailuresPerAddress },
  ];
  const window = config.loginWindowSeconds;
  const releaseAll = async (keys: string[]) => {
    // One statement per counter (never a multi-row update), so two requests cannot deadlock.
    for (const key of keys) await release(db, key);
  };
  return {
    async reserve(): Promise<void> {
      const reserved: string[] = [];
      for (const { key, limit } of counters) {
        const counter = await hit(db, key, window);
        reserved.push(key);
        if (counter.count > limit) {
          await releaseAll(reserved);
          throw tooManyRequests(
            'LOGIN_RATE_LIMITED',
            `Too many failed sign-in attempts. Try again in ${humanSeconds(counter.retryAfter)}.`,
            counter.retryAfter,
          );
        }
      }
    },
    /**
     * Only this attempt's reservation is given back: wiping the earlier failures would hand an
     * attacker a fresh set of tries whenever the owner signs in.
     */
    async succeeded(): Promise<void> {
      await releaseAll(counters.map((c) => c.key));
    },
  };
}
