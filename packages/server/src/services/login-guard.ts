import { createHash } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db, Queryable } from '../db';
import type { SignInLocks } from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import { trustedDevice } from './device-cookie';
import { clearCountersUnder, hit, liveCountersUnder, release, takeTurn } from '../db/queries/rate-limits';
import { HttpError, humanSeconds } from '../errors';
import { recordEvent, type Actor } from './audit';
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
export type SignInLock = 'account-address' | 'address' | 'account' | 'device';

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
 * A sign-in that presents a valid device cookie for the account (services/device-cookie.ts,
 * issue 45) is limited per device only: LOGIN_MAX_FAILURES per window on that device's own
 * counter, then that device is locked for the window. The account-wide wait and the address
 * locks do not touch it, so an attacker who spends them cannot keep the owner out of a device
 * that signed in before.
 *
 * An attempt is counted before its password is checked (`reserve`), in one statement per
 * counter: a check made first and counted after would let every request of a parallel burst
 * past the check before any of them had failed. A failure keeps its reservation, and so does a
 * refused attempt (issue 45: refusals that gave their counts back let an attacker poll for free,
 * taking the account's turn whenever it came free); a successful sign-in gives its own back. So
 * at most `loginMaxFailures` passwords are checked per account and address (or device) per window,
 * however many requests arrive at once.
 */
export function loginGuard(db: Queryable, config: AppConfig, subject: string, address: string, device?: string) {
  const base = signInKey(subject);
  const window = config.loginWindowSeconds;
  const limited = device
    ? [{ key: `${base}:device:${device}`, limit: config.loginMaxFailures, lock: 'device' as const }]
    : [
        { key: `${base}:from:${address}`, limit: config.loginMaxFailures, lock: 'account-address' as const },
        { key: `login:addr:${address}`, limit: config.loginMaxFailuresPerAddress, lock: 'address' as const },
      ];
  const counters = device ? limited.map((c) => c.key) : [...limited.map((c) => c.key), base];
  /** The wait after the account's (N + over)th failure in the hour. */
  const delaySeconds = (over: number) =>
    Math.min(config.loginAccountDelaySeconds * 2 ** Math.min(over, 30), window);
  const releaseAll = async (keys: string[]) => {
    // One statement per counter (never a multi-row update), so two requests cannot deadlock.
    for (const key of keys) await release(db, key);
  };
  return {
    async reserve(): Promise<void> {
      // A refused attempt keeps what it counted: polling while refused costs the attacker.
      for (const { key, limit, lock } of limited) {
        const counter = await hit(db, key, window);
        if (counter.count > limit) {
          throw new SignInRefused(counter.retryAfter, lock, { key, endsAt: counter.resetAt });
        }
      }
      if (device) return;
      const total = await hit(db, base, HOUR);
      const over = total.count - config.loginAccountFailuresBeforeDelay;
      if (over < 0) return;
      // Past the free tries: this attempt goes ahead only when the previous wait is over, and
      // the next one waits longer.
      const turn = await takeTurn(db, `${base}:wait`, delaySeconds(over));
      if (!turn.taken) {
        throw new SignInRefused(turn.retryAfter, 'account', {
          key: `${base}:wait:from:${address}`,
          endsAt: total.resetAt,
        });
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

/** The guard of a sign-in request: per device when it presents the account's device cookie. */
export function requestGuard(db: Queryable, config: AppConfig, subject: string, request: FastifyRequest) {
  return loginGuard(db, config, subject, request.ip, trustedDevice(request, config.jwtSecret, subject));
}

/** What holds an account's sign-in back now (the user-detail page shows it). */
export async function signInLocks(db: Queryable, config: AppConfig, subject: string): Promise<SignInLocks> {
  const base = signInKey(subject);
  const live = await liveCountersUnder(db, base);
  const lockedUnder = (prefix: string) =>
    live.filter((c) => c.key.startsWith(`${base}:${prefix}:`) && c.count >= config.loginMaxFailures);
  const locked = lockedUnder('from');
  const devices = lockedUnder('device');
  return {
    lockedAddresses: locked.length,
    lockedForSeconds: Math.max(0, ...[...locked, ...devices].map((c) => c.secondsLeft)),
    waitSeconds: Math.max(0, live.find((c) => c.key === `${base}:wait`)?.secondsLeft ?? 0),
    lockedDevices: devices.length,
  };
}

/**
 * An administrator's unlock: every lock on the account, from every address and device, and the
 * wait after many failures, so the owner can sign in at once. Locks on a client address over all accounts
 * stay: they are about that client, not this account.
 */
export async function clearSignInLocks(db: Queryable, subject: string): Promise<void> {
  await clearCountersUnder(db, signInKey(subject));
}

/**
 * Clears an office account's sign-in locks (an admin's or a supervisor's), logged as
 * `office_account.sign_in_unlocked` with what was cleared: by an admin (the API) or from the
 * server's shell (`npm run admin -- unlock`, issue 45).
 */
export async function unlockOfficeAccount(
  db: Db,
  config: AppConfig,
  account: { id: string; first_name: string; last_name: string; role: 'admin' | 'supervisor' },
  context: { actor: Actor; clientAddress: string | null; by?: string },
): Promise<SignInLocks> {
  const subject = loginSubject('admin', account.id, account);
  return db.transaction(async (tx) => {
    // What was cleared goes into the log: an unlock of nothing is worth telling apart.
    const cleared = await signInLocks(tx, config, subject);
    await clearSignInLocks(tx, subject);
    await recordEvent(tx, {
      actor: context.actor,
      clientAddress: context.clientAddress,
      action: 'office_account.sign_in_unlocked',
      entityType: account.role,
      entityId: account.id,
      details: {
        name: `${account.first_name} ${account.last_name}`.trim(),
        role: account.role,
        lockedAddresses: cleared.lockedAddresses,
        lockedDevices: cleared.lockedDevices ?? 0,
        waitSeconds: cleared.waitSeconds,
        ...(context.by ? { by: context.by } : {}),
      },
    });
    return cleared;
  });
}
