import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findAdminById } from '../db/queries/admins';
import { findUserById } from '../db/queries/users';
import { httpError } from '../errors';
import type { Role } from '../lib/tokens';
import { apiTokenAccount, isApiToken } from '../services/api-tokens';
import { isChallenge, liveChallenge } from '../services/mfa';
import type { Account } from '../types';

async function loadAccount(request: FastifyRequest): Promise<Account> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw httpError('AUTH_REQUIRED');
  if (isApiToken(match[1]!)) return apiTokenAccount(request, match[1]!);
  if (isChallenge(match[1]!)) return setupChallengeAccount(request, match[1]!);
  const result = request.server.tokens.verify(match[1]!);
  if (!result.ok) {
    throw httpError(result.reason === 'expired' ? 'SESSION_EXPIRED' : 'SESSION_INVALID');
  }
  const { sub, role, pwd } = result.claims;
  const db = request.server.db;
  const row = role === 'admin' ? await findAdminById(db, sub) : await findUserById(db, sub);
  // Gone, or the password changed after the token was issued: the session is over.
  if (!row || row.password_changed_at.getTime() !== pwd) throw httpError('SESSION_EXPIRED');
  // Read on every request: a supervisor's new wards apply to the next call, not the next sign-in.
  return {
    role,
    ...('role' in row ? { officeRole: row.role } : {}),
    wards: row.wards,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
  };
}

/**
 * A set-up challenge (issue 39) stands for its account on the enrolment routes only: no session
 * exists before a factor is enrolled, and no other route takes the challenge.
 */
async function setupChallengeAccount(request: FastifyRequest, challenge: string): Promise<Account> {
  if (request.routeOptions.config.mfaSetup !== true) throw httpError('SESSION_INVALID');
  const found = await liveChallenge(request.server.db, challenge, 'setup');
  const row = await findAdminById(request.server.db, found.admin_id);
  if (!row) throw httpError('CHALLENGE_EXPIRED');
  return {
    role: 'admin',
    officeRole: row.role,
    wards: row.wards,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    mfaSetup: { challengeHash: found.hash },
  };
}

/**
 * An API token only reads, and only where a route says so (`config: { apiToken: 'read' }`): a
 * route added later stays closed to tokens by default. The method is checked too, so a flag
 * copied onto a write by mistake still opens nothing (HEAD is the GET route's own twin).
 */
function tokenMayCall(request: FastifyRequest): boolean {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  return readOnly && request.routeOptions.config.apiToken === 'read';
}

/** A supervisor calls only the admin routes flagged for them (`config: { supervisor: 'scoped' }`). */
const supervisorMayCall = (request: FastifyRequest) => request.routeOptions.config.supervisor === 'scoped';

/** An onRequest hook for a whole route subtree: a valid session (or API token) of this role. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await loadAccount(request);
    if (!roles.includes(account.role)) throw httpError('FORBIDDEN');
    if (account.apiToken && !tokenMayCall(request)) throw httpError('FORBIDDEN');
    if (account.officeRole === 'supervisor' && !supervisorMayCall(request)) throw httpError('FORBIDDEN');
    request.account = account;
  };
}

/**
 * Closes a whole route subtree to these roles, and records them on each route's config (the
 * OpenAPI document's security is read from there, so the two cannot drift apart).
 */
export function restrictTo(app: FastifyInstance, ...roles: Role[]) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles };
  });
  app.addHook('onRequest', requireRole(...roles));
}

/** The account of a request that passed requireRole. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw httpError('AUTH_REQUIRED');
  return request.account;
}

export default fp(
  async (app) => {
    app.decorateRequest('account', null);
  },
  { name: 'auth' },
);
