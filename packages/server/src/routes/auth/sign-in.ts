import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSession } from '@hr/contracts';
import type { AdminRow } from '../../db/queries/admins';
import { HttpError } from '../../errors';
import { accountActor, ANONYMOUS, recordEvent, type AuditAction } from '../../services/audit';
import { issueDeviceCookie } from '../../services/device-cookie';
import { loginSubject, SignInRefused } from '../../services/login-guard';
import { recordRefusal } from '../../services/refusal-log';

type Found = (account: { id: string; first_name: string; last_name: string }) => void;

/**
 * Sign-ins are logged with the identifier tried (never the password). A refused or failed one
 * is anonymous; it names the account when the identifier belongs to one. Refusals while a lock
 * lasts are logged once per lock and window, with their count (services/refusal-log.ts). A wrong
 * second-factor code is logged as `auth.mfa.failed` (issue 39), held to the same limits.
 */
export function signInLog(app: FastifyInstance) {
  return async <T>(
    request: FastifyRequest,
    role: 'admin' | 'user',
    identifier: string,
    attempt: (found: Found) => Promise<T>,
  ): Promise<T> => {
    let accountId: string | null = null;
    // The account's name at the time, when the identifier names one: the Activity page shows it.
    let name: string | undefined;
    const event = (action: AuditAction, details: Record<string, unknown> = {}) => ({
      actor: ANONYMOUS,
      action,
      entityType: role,
      entityId: accountId,
      clientAddress: request.ip,
      details: { role, identifier, ...(name ? { name } : {}), ...details },
    });
    try {
      return await attempt((account) => {
        accountId = account.id;
        name = `${account.first_name} ${account.last_name}`.trim();
      });
    } catch (error) {
      if (error instanceof SignInRefused) {
        await recordRefusal(app.db, error.window, event('auth.login.locked', { lock: error.lock }));
      } else if (
        error instanceof HttpError &&
        error.statusCode === 401 &&
        error.code === 'INVALID_CREDENTIALS'
      ) {
        await recordEvent(app.db, event('auth.login.failed'));
      } else if (error instanceof HttpError && error.code === 'INVALID_CODE') {
        await recordEvent(
          app.db,
          event('auth.mfa.failed', { factor: (error as CodeRefused).factor }),
        );
      }
      throw error;
    }
  };
}

/** A wrong second-factor code, naming the factor tried for the activity log. */
export class CodeRefused extends HttpError {
  constructor(readonly factor: 'totp' | 'passkey' | 'recovery_code') {
    super('INVALID_CODE', factor === 'passkey' ? 'The passkey could not be verified' : undefined);
  }
}

/** What sign-ins completed with: the password alone, or the second factor that followed it. */
export type SignInFactor = 'password' | 'totp' | 'passkey' | 'recovery_code';

/** The session of an office account that passed every step, logged with the factor used. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  admin: AdminRow,
  identifier: string,
  factor: SignInFactor,
): Promise<AdminSession> {
  // This device signed in: its next sign-ins are limited per device (issue 45).
  issueDeviceCookie(request, reply, app.config.jwtSecret, loginSubject('admin', identifier, admin));
  // A supervisor signs in here too (issue 38): an office account whose role says what it may do.
  const role = admin.role;
  const actor = accountActor(role, {
    id: admin.id,
    firstName: admin.first_name,
    lastName: admin.last_name,
  });
  await recordEvent(app.db, {
    actor,
    action: 'auth.login.succeeded',
    entityType: role,
    entityId: admin.id,
    clientAddress: request.ip,
    details: { role, identifier, ...(factor === 'password' ? {} : { factor }) },
  });
  return {
    token: app.tokens.sign({
      sub: admin.id,
      role: 'admin',
      pwd: admin.password_changed_at.getTime(),
    }),
    admin: {
      id: admin.id,
      firstName: admin.first_name,
      lastName: admin.last_name,
      email: admin.email,
      phone: admin.phone ?? '',
      role,
      ...(role === 'supervisor' ? { wards: admin.wards } : {}),
    },
  };
}
