import { createHash } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Queryable } from '../db';
import type { SignInLocks } from '@hr/contracts';
import { clearCountersUnder, hit, liveCountersUnder, release, takeTurn } from '../db/queries/rate-limits';
import { HttpError, humanSeconds } from '../errors';
import type { RefusalWindow } from './refusal-log';

/**
 * Who a sign-in's failures count against: the account when the identifier names one, so an
 * administrator's email and phone share one count (alternating them must not double the tries);
 * otherwise the identifier as typed, lower-cased. The caller looks the account up before
 * reserving whether it exists or not, so both cases cost the same queries and end in the same
 * message: the count does not tell an unknown identifier from a known one. A typed identifier is
 * hashed: it may hold any character, and must not run into the parts of the keys after it.
 */
export function loginSubject(role: 'admin' | 'user', identifier: string, account?: { id: string }): string {
  if (account) return `acct:${role}:${account.id}`;
  const digest = createHash('sha256').update(identifier.toLowerCase()).digest('hex').slice(0, 32);
  return `id:${role}:${digest}`;
}

/** Every sign-in counter of a subject lives under this key (`…:from:<address>`, `…:wait`). */
export const signInKey = (subject: string) => `login:${subject}`;

const HOUR = 3600;

/** Which lock refused a sign-in, for the activity log. */
export type SignInLock = 'account-address' | 'address' | 'account';

/** A 429 that names the lock window it came from, so its refusals are logged once per window. */
export class SignInRefused extends HttpError {
  constructor(
    retryAfterSeconds: number,
    readonly lock: SignInLock,
    readonly window: RefusalWindow,
  ) {
    const seconds = Math.max(1, retryAfterSeconds);
    super('LOGIN_RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${humanSeconds(seconds)}.`, {
      'retry-after': String(seconds),
    });
  }
}

/**
 * Failed sign-ins are limited as OWASP ASVS 6.3 asks, so that an attacker cannot lock the owner
 * out (issue 28):
 * - per account and client address: after LOGIN_MAX_FAILURES that address is locked for that
 *   account for the window, while the owner elsewhere still gets in;
 * - per client address over all accounts (one client trying many accounts);
 * - per account over all addresses, an hour at a time: after LOGIN_ACCOUNT_FAILURES_BEFORE_DELAY
 *   each further try waits its turn, the wait doubling from LOGIN_ACCOUNT_DELAY_SECONDS up to
 *   the window, so a spread-out attack gets a few tries an hour and never a hard lock.
 * Counters live in the database, so every API instance sees them.
 *
 * An attempt is counted before its password is checked (`reserve`), in one statement per
 * counter: a check made first and counted after would let every request of a parallel burst
 * past the check before any of them had failed. A failure simply keeps its reservation; a
 * refused attempt and a successful sign-in give theirs back. So at most `loginMaxFailures`
 * passwords are checked per account and address per window, however many requests arrive at once.
 */
export function loginGuard(db: Queryable, config: AppConfig, subject: string, address: string) {
  const base = signInKey(subject);
  const window = config.loginWindowSeconds;
  const limited = [
    { key: `${base}:from:${address}`, limit: config.loginMaxFailures, lock: 'account-address' as const },
    { key: `login:addr:${address}`, limit: config.loginMaxFailuresPerAddress, lock: 'address' as const },
  ];
  const counters = [...limited.map((c) => c.key), base];
  /** The wait after the account's (N + over)th failure in the hour. */
  const delaySeconds = (over: number) =>
    Math.min(config.loginAccountDelaySeconds * 2 ** Math.min(over, 30), window);
  const releaseAll = async (keys: string[]) => {
    // One statement per counter (never a multi-row update), so two requests cannot deadlock.
    for (const key of keys) await release(db, key);
  };
  return {
    async reserve(): Promise<void> {
      const reserved: string[] = [];
      const refuse = async (retryAfter: number, lock: SignInLock, refusals: RefusalWindow) => {
        await releaseAll(reserved);
        throw new SignInRefused(retryAfter, lock, refusals);
      };
      for (const { key, limit, lock } of limited) {
        const counter = await hit(db, key, window);
        reserved.push(key);
        if (counter.count > limit) await refuse(counter.retryAfter, lock, { key, endsAt: counter.resetAt });
      }
      const total = await hit(db, base, HOUR);
      reserved.push(base);
      const over = total.count - config.loginAccountFailuresBeforeDelay;
      if (over < 0) return;
      // Past the free tries: this attempt goes ahead only when the previous wait is over, and
      // the next one waits longer.
      const turn = await takeTurn(db, `${base}:wait`, delaySeconds(over));
      if (!turn.taken) {
        await refuse(turn.retryAfter, 'account', { key: `${base}:wait:from:${address}`, endsAt: total.resetAt });
      }
    },
    /**
     * Only this attempt's reservation is given back: wiping the earlier failures would hand an
     * attacker a fresh set of tries whenever the owner signs in.
     */
    async succeeded(): Promise<void> {
      await releaseAll(counters);
    },
  };
}

/** What holds an account's sign-in back now (the user-detail page shows it). */
export async function signInLocks(db: Queryable, config: AppConfig, subject: string): Promise<SignInLocks> {
  const base = signInKey(subject);
  const live = await liveCountersUnder(db, base);
  const locked = live.filter((c) => c.key.startsWith(`${base}:from:`) && c.count >= config.loginMaxFailures);
  return {
    lockedAddresses: locked.length,
    lockedForSeconds: Math.max(0, ...locked.map((c) => c.secondsLeft)),
    waitSeconds: Math.max(0, live.find((c) => c.key === `${base}:wait`)?.secondsLeft ?? 0),
  };
}

/**
 * An administrator's unlock: every lock on the account, from every address, and the wait after
 * many failures, so the owner can sign in at once. Locks on a client address over all accounts
 * stay: they are about that client, not this account.
 */
export async function clearSignInLocks(db: Queryable, subject: string): Promise<void> {
  await clearCountersUnder(db, signInKey(subject));
}
