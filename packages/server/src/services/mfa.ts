import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppConfig } from '../config';
import type { AdminRow } from '../db/queries/admins';
import {
  deleteAllFactors,
  findChallenge,
  insertChallenge,
  mfaSummary,
  type ChallengeRow,
  type PasskeyRow,
} from '../db/queries/mfa';
import type { Db, Queryable } from '../db/types';
import { httpError } from '../errors';
import { recordEvent, type Actor } from './audit';

/**
 * The second factor's rules (issue 39), the cryptography left to the libraries: otpauth for
 * TOTP (RFC 6238), @simplewebauthn/server for passkeys, node:crypto for random values and hashes.
 */

/** The clock TOTP codes are checked against: tests set it to check drift without waiting. */
export const mfaClock = { now: (): number => Date.now() };

export const ISSUER = 'Household Registry';
/** A challenge lives this long and serves once. */
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one challenge takes before it is void. */
export const CHALLENGE_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
const PERIOD = 30;
/** One step of clock drift either side (RFC 6238 section 5.2). */
const DRIFT_STEPS = 1;
const CHALLENGE_PREFIX = 'mfa_';

/* ---------- TOTP ---------- */

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

function totpOf(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export async function totpEnrolment(
  secret: string,
  account: { email: string | null; phone: string | null },
) {
  const otpauthUrl = totpOf(secret, account.email ?? account.phone ?? 'account').toString();
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  });
  return { secret, otpauthUrl, qrSvg };
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step the code belongs to (within the drift allowed), or undefined when it is wrong. */
export function totpStep(secret: string, code: string, now = mfaClock.now()): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/* ---------- recovery codes ---------- */

// No 0/o, 1/l/i: the codes are read off paper and typed.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like 'k7dx2-9mfqa' (about 49 bits each), and their hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: Buffer[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** As typed: any case, with or without the dash and spaces. */
export const recoveryCodeHash = (code: string): Buffer =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest();

/* ---------- challenges ---------- */

export const isChallenge = (value: string) => value.startsWith(CHALLENGE_PREFIX);
export const challengeHash = (challenge: string): Buffer =>
  createHash('sha256').update(challenge).digest();

/** A new opaque challenge for the account; only its hash is stored. */
export async function newChallenge(
  db: Queryable,
  adminId: string,
  purpose: 'verify' | 'setup',
): Promise<string> {
  const challenge = `${CHALLENGE_PREFIX}${randomBytes(32).toString('base64url')}`;
  await insertChallenge(db, {
    hash: challengeHash(challenge),
    adminId,
    purpose,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  });
  return challenge;
}

/** A live challenge of this purpose, or CHALLENGE_EXPIRED (unknown, used, expired or void). */
export async function liveChallenge(
  db: Queryable,
  challenge: string,
  purpose: 'verify' | 'setup',
): Promise<ChallengeRow & { hash: Buffer }> {
  const hash = challengeHash(challenge);
  const row = isChallenge(challenge) ? await findChallenge(db, hash) : undefined;
  if (!row || !row.live || row.purpose !== purpose) throw httpError('CHALLENGE_EXPIRED');
  return { ...row, hash };
}

/** The factors a sign-in may be completed with. */
export async function methodsOf(db: Queryable, adminId: string) {
  const s = await mfaSummary(db, adminId);
  const methods: ('totp' | 'passkey' | 'recovery')[] = [];
  if (s.totp) methods.push('totp');
  if (s.passkeys > 0) methods.push('passkey');
  if (s.recoveryCodesLeft > 0) methods.push('recovery');
  return { enrolled: s.totp || s.passkeys > 0, methods };
}

/* ---------- passkeys ---------- */

/**
 * The relying party: WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN, else the host the request came to (the
 * browser checks that the page's own domain is the RP ID, so a request for another host cannot
 * use a passkey of this one).
 */
export function relyingParty(
  config: AppConfig,
  request: FastifyRequest,
): { rpID: string; origin: string } {
  const origin = config.webauthn.origin ?? `${request.protocol}://${request.host}`;
  return { rpID: config.webauthn.rpId ?? new URL(origin).hostname, origin };
}

const transportsOf = (t: string[]) => t as AuthenticatorTransport[];

export async function passkeyRegistrationOptions(
  config: AppConfig,
  request: FastifyRequest,
  admin: Pick<AdminRow, 'id' | 'email' | 'phone' | 'first_name' | 'last_name'>,
  existing: PasskeyRow[],
) {
  const { rpID } = relyingParty(config, request);
  return generateRegistrationOptions({
    rpName: ISSUER,
    rpID,
    userName: admin.email ?? admin.phone ?? admin.id,
    userDisplayName: `${admin.first_name} ${admin.last_name}`.trim(),
    userID: Buffer.from(admin.id.replace(/-/g, ''), 'hex'),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: transportsOf(p.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new credential, or PASSKEY_INVALID (any failure of the library's checks). */
export async function verifyPasskeyRegistration(
  config: AppConfig,
  request: FastifyRequest,
  response: unknown,
  expectedChallenge: string,
) {
  const { rpID, origin } = relyingParty(config, request);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!result.verified || !result.registrationInfo) throw new Error('not verified');
    return result.registrationInfo.credential;
  } catch {
    throw httpError('PASSKEY_INVALID');
  }
}

export async function passkeyAuthenticationOptions(
  config: AppConfig,
  request: FastifyRequest,
  passkeys: PasskeyRow[],
) {
  const { rpID } = relyingParty(config, request);
  return generateAuthenticationOptions({
    rpID,
    allowCredentials: passkeys.map((p) => ({
      id: p.credential_id,
      transports: transportsOf(p.transports),
    })),
    userVerification: 'preferred',
  });
}

/** The passkey that signed and its new counter, or undefined when the assertion is not good. */
export async function verifyPasskeyAssertion(
  config: AppConfig,
  request: FastifyRequest,
  assertion: { id: string },
  expectedChallenge: string,
  passkeys: PasskeyRow[],
): Promise<{ passkey: PasskeyRow; counter: number } | undefined> {
  const passkey = passkeys.find((p) => p.credential_id === assertion.id);
  if (!passkey) return undefined;
  const { rpID, origin } = relyingParty(config, request);
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: false,
    });
    return result.verified ? { passkey, counter: result.authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An admin's reset of another office account's factors, or the CLI's for a locked-out admin:
 * every factor, recovery code and open challenge goes, with an `mfa.reset` event saying by whom
 * (the actor; `by` for the command line). The account then signs in with its password alone, or
 * enrols again when a factor is required.
 */
export async function resetFactors(
  db: Db,
  target: Pick<AdminRow, 'id' | 'role' | 'first_name' | 'last_name'>,
  context: { actor: Actor; clientAddress: string | null; by?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteAllFactors(tx, target.id);
    await recordEvent(tx, {
      actor: context.actor,
      clientAddress: context.clientAddress,
      action: 'mfa.reset',
      entityType: target.role,
      entityId: target.id,
      details: {
        name: `${target.first_name} ${target.last_name}`.trim(),
        removed: {
          totp: before.totp,
          passkeys: before.passkeys,
          recoveryCodesLeft: before.recoveryCodesLeft,
        },
        ...(context.by ? { by: context.by } : {}),
      },
    });
  });
}
