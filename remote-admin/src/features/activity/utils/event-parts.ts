import type { AuditEvent } from '@hr/contracts';
import { formatReaderDate } from '@hr/i18n';
import { formatPhone } from '@hr/ui/phone';
import { adminText } from '@admin/i18n';
import { nameInEvent } from './event-summary';

/** "Asha Rai (collector)", "Ward report (API token)"; 'anonymous' for a failed sign-in or a code sent before one. */
export function actorText(actor: AuditEvent['actor']): string {
  if (actor.type === 'anonymous') return adminText('activity.anonymous');
  return adminText('activity.actor', {
    name: actor.name ?? adminText('activity.unknown'),
    role: adminText(`roles.${actor.type}`),
  });
}

/**
 * The event's time in the reader's own zone, e.g. "23 Nov 2026, 14:05:09": in English after the
 * browser's locale, in Hindi and Nepali in their own.
 */
export const timeText = (at: string): string =>
  formatReaderDate(at, { dateStyle: 'medium', timeStyle: 'medium' });

const ENTITIES = new Set([
  'person',
  'user',
  'admin',
  'phone',
  'people',
  'religion',
  'caste',
  'api_token',
  'supervisor',
  'duplicate_pair',
]);

/**
 * What the record column shows: "Person: Asha Sharma", by the name the event itself tells (as it
 * was then, also of a record deleted since), else the newest a loaded event tells (`names`, by
 * entity id: events logged before they carried names), else its kind and a short id. Phones are
 * their own name, grouped for reading.
 */
export function recordText(event: AuditEvent, names: ReadonlyMap<string, string>): string {
  const type = event.entityType;
  const kind = type ? (ENTITIES.has(type) ? adminText(`entities.${type}`) : type) : '';
  if (!event.entityId) return kind;
  if (event.entityType === 'phone') return formatPhone(event.entityId);
  const name = nameInEvent(event) ?? names.get(event.entityId);
  return name ? `${kind}: ${name}` : `${kind} #${event.entityId.slice(0, 8)}`;
}
