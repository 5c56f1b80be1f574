import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies, as OWASP's "Slow down online guessing attacks with device cookies" describes
 * (issue 45, item 1). A sign-in that succeeds gets a signed cookie for that account; a later
 * sign-in of the same account that presents it is limited per device only (services/login-guard),
 * so an attacker spending the account-wide and per-address tries cannot keep the owner out of a
 * device that signed in before.
 *
 * One cookie per account: its name is `hr_device_` and a keyed digest of the account (the account
 * id is not readable in the name), its value `<nonce>.<expires>.<signature>`. The signature is an
 * HMAC-SHA256 of the account, the nonce and the expiry, with a key derived from the token secret
 * (JWT_SECRET, or the one kept in the database or DATA_DIR), so a new secret voids every device
 * cookie along with every session. HttpOnly, SameSite=Strict, Path=/api/auth (only sign-ins see
 * it), Secure when the request came over https (also behind TRUST_PROXY); 30 days.
 */
export const DEVICE_COOKIE_PREFIX = 'hr_device_';
export const DEVICE_COOKIE_DAYS = 30;
const DEVICE_COOKIE_PATH = '/api/auth';

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('hr-device-cookie-v1').digest();
const mac = (secret: string, text: string) =>
  createHmac('sha256', keyOf(secret)).update(text).digest('base64url');

/** The cookie's name for an account subject (loginSubject's `acct:<role>:<id>`). */
export const deviceCookieName = (secret: string, subject: string) =>
  DEVICE_COOKIE_PREFIX +
  mac(secret, `name:${subject}`)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The device (its nonce) of a valid, unexpired cookie for this account, or undefined. */
export function trustedDevice(
  request: FastifyRequest,
  secret: string,
  subject: string,
): string | undefined {
  if (!subject.startsWith('acct:')) return undefined;
  const value = cookieValue(request.headers.cookie, deviceCookieName(secret, subject));
  const [nonce, expires, signature, extra] = value?.split('.') ?? [];
  if (!nonce || !expires || !signature || extra !== undefined) return undefined;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || !/^\d{1,12}$/.test(expires)) return undefined;
  if (Number(expires) * 1000 <= Date.now()) return undefined;
  const expected = Buffer.from(mac(secret, `device:${subject}:${nonce}:${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return nonce;
}

/**
 * Sets the account's device cookie after a sign-in completed: the device it came with keeps its
 * nonce (its counter), a new one gets a fresh nonce; either way 30 more days.
 */
export function issueDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  subject: string,
): void {
  const nonce = trustedDevice(request, secret, subject) ?? randomBytes(18).toString('base64url');
  const maxAge = DEVICE_COOKIE_DAYS * 86400;
  const expires = Math.floor(Date.now() / 1000) + maxAge;
  const value = `${nonce}.${expires}.${mac(secret, `device:${subject}:${nonce}:${expires}`)}`;
  const attributes = [
    `${deviceCookieName(secret, subject)}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  const previous = reply.getHeader('set-cookie');
  const list =
    previous === undefined
      ? []
      : Array.isArray(previous)
        ? previous.map(String)
        : [String(previous)];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}
