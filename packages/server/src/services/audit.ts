import type { FastifyRequest } from 'fastify';
import { appendEvent, type ActorType } from '../db/queries/audit';
import type { Queryable } from '../db/types';
import type { AuditAction } from '@hr/contracts/constants';

// Every action the log knows, exactly as stored and filtered: one list with the screens, which
// name each of them (remote-admin's activity log).
export { AUDIT_ACTIONS, type AuditAction } from '@hr/contracts/constants';

export interface Actor {
  type: ActorType;
  id: string | null;
  /** The name at the time: a renamed or deleted account keeps its old name in the log. */
  name: string | null;
}

export interface AuditEvent {
  actor: Actor;
  action: AuditAction;
  entityType?: string | null;
  entityId?: string | null;
  clientAddress: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one event. Call it with the transaction that makes the change, as its last statement:
 * the event commits or rolls back with the change, and the chain lock it takes is held only
 * until that COMMIT. Without a change to go with (a view, a failed sign-in), pass app.db.
 */
export async function recordEvent(tx: Queryable, event: AuditEvent): Promise<void> {
  await appendEvent(tx, {
    actorType: event.actor.type,
    actorId: event.actor.id,
    actorName: event.actor.name,
    action: event.action,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    clientAddress: event.clientAddress,
    details: event.details ?? {},
  });
}

export const ANONYMOUS: Actor = { type: 'anonymous', id: null, name: null };

export function accountActor(
  role: 'admin' | 'supervisor' | 'user',
  a: { id: string; firstName: string; lastName: string },
): Actor {
  return { type: role, id: a.id, name: `${a.firstName} ${a.lastName}`.trim() };
}

/** A call made with an API token is the token's, named as it was named at the time. */
export const apiTokenActor = (t: { id: string; name: string }): Actor => ({
  type: 'api_token',
  id: t.id,
  name: t.name,
});

/**
 * Who did it and from where: the signed-in account or API token (or anonymous) and the client
 * address as Fastify resolved it under TRUST_PROXY.
 */
export function requestContext(request: FastifyRequest): { actor: Actor; clientAddress: string } {
  const a = request.account;
  const actor = !a
    ? ANONYMOUS
    : a.apiToken
      ? apiTokenActor(a.apiToken)
      : accountActor(a.officeRole ?? a.role, a);
  return { actor, clientAddress: request.ip };
}

/** `{field: [before, after]}` for the fields whose values differ (compared as JSON). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const b = before[key] ?? null;
    const a = after[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = [b, a];
  }
  return changes;
}

/**
 * The events of an account's edit (a collector's or a supervisor's), written with it: `<kind>.updated`
 * with the fields before and after, and `<kind>.password_reset` when a new password was set. A save
 * that only sets a new password is a reset, not an edit. The name is the account's at the time: the
 * Activity page names the record by it.
 */
export async function recordAccountEdit(
  tx: Queryable,
  request: FastifyRequest,
  kind: 'user' | 'supervisor',
  id: string,
  result: { before: Record<string, unknown>; after: Record<string, unknown> },
  passwordReset: boolean,
): Promise<void> {
  const context = { ...requestContext(request), entityType: kind, entityId: id };
  const changes = changedFields(result.before, result.after);
  const name = `${String(result.after.firstName)} ${String(result.after.lastName)}`.trim();
  if (Object.keys(changes).length > 0 || !passwordReset) {
    await recordEvent(tx, { ...context, action: `${kind}.updated`, details: { changes, name } });
  }
  if (passwordReset) {
    await recordEvent(tx, { ...context, action: `${kind}.password_reset`, details: { name } });
  }
}
