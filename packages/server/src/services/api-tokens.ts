import { createHash, randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@hr/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { findLiveApiToken } from '../db/queries/api-tokens';
import { hit } from '../db/queries/rate-limits';
import { httpError, tooManyRequests } from '../errors';
import type { Account } from '../types';

/** `hr_` marks our tokens (secret scanners, and the auth hook tells them from session JWTs). */
export const API_TOKEN_PREFIX = 'hr_';
const TOKEN = /^hr_[A-Za-z0-9_-]{43}$/;

/** 32 random bytes (256 bits), base64url: `hr_` + 43 characters. */
export const newApiToken = (): string => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/**
 * SHA-256, not argon2: a slow hash protects secrets people choose, which can be guessed. No one
 * guesses 256 random bits, fast hash or slow, and a slow hash would cost tens of milliseconds of
 * CPU on every call and, salted, could not be found by equality (an index lookup).
 */
export const hashApiToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export const isApiToken = (bearer: string): boolean => bearer.startsWith(API_TOKEN_PREFIX);

/**
 * The account a token stands for: admin rights, narrowed by the auth hook to the routes flagged
 * `apiToken: 'read'`. Unknown, revoked and expired tokens get one 401 (no oracle for which). Every
 * call counts against the token's per-minute budget (refused ones too, so probing costs the same);
 * the counter lives in the database, so it holds across instances and restarts.
 */
export async function apiTokenAccount(request: FastifyRequest, bearer: string): Promise<Account> {
  if (!TOKEN.test(bearer)) throw httpError('API_TOKEN_INVALID');
  const { db, config } = request.server;
  const token = await findLiveApiToken(db, hashApiToken(bearer));
  if (!token) throw httpError('API_TOKEN_INVALID');
  const counter = await hit(db, `api_token:${token.id}`, 60);
  if (counter.count > config.apiTokenRatePerMinute) {
    throw tooManyRequests(
      'API_TOKEN_RATE_LIMITED',
      ERROR_MESSAGES.API_TOKEN_RATE_LIMITED,
      counter.retryAfter,
    );
  }
  return {
    role: 'admin',
    id: token.id,
    firstName: token.name,
    lastName: '',
    email: null,
    phone: '',
    // Reads the whole district, as the admin who made it does.
    officeRole: 'admin',
    wards: [],
    apiToken: { id: token.id, name: token.name },
  };
}
