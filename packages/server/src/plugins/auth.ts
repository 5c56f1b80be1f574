import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findAdminById } from '../db/queries/admins';
import { findUserById } from '../db/queries/users';
import { httpError } from '../errors';
import type { Role } from '../lib/tokens';
import type { Account } from '../types';

async function loadAccount(request: FastifyRequest): Promise<Account> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw httpError('AUTH_REQUIRED');
  const result = request.server.tokens.verify(match[1]!);
  if (!result.ok) {
    throw httpError(result.reason === 'expired' ? 'SESSION_EXPIRED' : 'SESSION_INVALID');
  }
  const { sub, role, pwd } = result.claims;
  const db = request.server.db;
  const row = role === 'admin' ? await findAdminById(db, sub) : await findUserById(db, sub);
  // Gone, or the password changed after the token was issued: the session is over.
  if (!row || row.password_changed_at.getTime() !== pwd) throw httpError('SESSION_EXPIRED');
  return {
    role,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
  };
}

/** An onRequest hook for a whole route subtree: a valid session of this role. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const account = await loadAccount(request);
    if (!roles.includes(account.role)) throw httpError('FORBIDDEN');
    request.account = account;
  };
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
