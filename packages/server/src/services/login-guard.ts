import type { AppConfig } from '../config';
import type { Queryable } from '../db';
import { clear, hit, peek } from '../db/queries/rate-limits';
import { humanSeconds, tooManyRequests } from '../errors';

/**
 * Failed sign-ins are limited per identifier (an account under attack) and per client address
 * (one client trying many accounts). Counters live in PostgreSQL, so every API instance sees them.
 */
export function loginGuard(db: Queryable, config: AppConfig, identifier: string, address: string) {
  const idKey = `login:id:${identifier.toLowerCase()}`;
  const addrKey = `login:addr:${address}`;
  const window = config.loginWindowSeconds;
  return {
    async check(): Promise<void> {
      const [byId, byAddr] = await Promise.all([peek(db, idKey), peek(db, addrKey)]);
      const blocked = [
        byId.count >= config.loginMaxFailures ? byId.retryAfter : 0,
        byAddr.count >= config.loginMaxFailuresPerAddress ? byAddr.retryAfter : 0,
      ];
      const wait = Math.max(...blocked);
      if (wait > 0) {
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${humanSeconds(wait)}.`,
          wait,
        );
      }
    },
    async failed(): Promise<void> {
      await hit(db, idKey, window);
      await hit(db, addrKey, window);
    },
    async succeeded(): Promise<void> {
      await clear(db, idKey);
    },
  };
}
