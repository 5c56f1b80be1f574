import type { AuditEvent } from '@hr/contracts';

const ROLE_NAMES = { admin: 'admin', user: 'collector', api_token: 'API token' } as const;

/** "Asha Rai (collector)", "Ward report (API token)"; 'anonymous' for a failed sign-in or a code sent before one. */
export function actorText(actor: AuditEvent['actor']): string {
  if (actor.type === 'anonymous') return 'anonymous';
  return `${actor.name ?? 'unknown'} (${ROLE_NAMES[actor.type]})`;
}

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The event's time in the reader's own zone, e.g. "23 Nov 2026, 14:05:09". */
export const timeText = (at: string): string => TIME.format(new Date(at));

const ENTITY_NAMES: Record<string, string> = {
  person: 'Person',
  user: 'Collector',
  admin: 'Admin',
  phone: 'Phone',
  people: 'People list',
  religion: 'Religion',
  caste: 'Caste',
  api_token: 'API token',
};

/**
 * What the record column shows: the record's name when some loaded event tells it (`names`, by
 * entity id), else its kind and a short id. Phones are their own name.
 */
export function recordText(event: AuditEvent, names: ReadonlyMap<string, string>): string {
  const kind = event.entityType ? (ENTITY_NAMES[event.entityType] ?? event.entityType) : '';
  if (!event.entityId) return kind;
  if (event.entityType === 'phone') return event.entityId;
  const name = names.get(event.entityId);
  return name ? `${kind}: ${name}` : `${kind} #${event.entityId.slice(0, 8)}`;
}
