import type { AuditEvent } from '@hr/contracts';
import { EMPTY_VALUE } from '@hr/ui';
import { fieldLabel } from './field-labels';

type Details = Record<string, unknown>;

const text = (value: unknown): string => {
  if (value === null || value === undefined || String(value).trim() === '') return EMPTY_VALUE;
  return String(value);
};

const record = (details: Details): Details =>
  details.record && typeof details.record === 'object' ? (details.record as Details) : {};

const fullName = (r: Details): string =>
  [r.firstName, r.lastName].filter((part) => typeof part === 'string' && part).join(' ');

/** "Ward: 3 → 4; Area: Lakeside → Damside" (only the changed fields are logged). */
export function changesText(details: Details): string {
  const changes = (details.changes ?? {}) as Record<string, [unknown, unknown]>;
  const parts = Object.entries(changes).map(([field, [before, after]]) =>
    // A caste moved to another religion: the ids would mean nothing to a reader.
    field === 'religionId'
      ? 'Religion changed'
      : `${fieldLabel(field)}: ${text(before)} → ${text(after)}`,
  );
  return parts.length ? parts.join('; ') : 'No changes';
}

function exportText(details: Details): string {
  const rows = Number(details.rowCount ?? 0);
  const format = details.format === 'xlsx' ? 'Excel' : 'CSV';
  const filters = (details.filters ?? {}) as { q?: string | null; createdBy?: string | null };
  let summary = `Exported ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'} as ${format}`;
  if (filters.q) summary += ` matching "${filters.q}"`;
  if (filters.createdBy) summary += ' of one collector';
  if (details.complete === false) summary += ' (cut off before the end)';
  return summary;
}

const SUMMARIES: Record<string, (d: Details) => string> = {
  'auth.login.succeeded': (d) => `Signed in as ${text(d.identifier)}`,
  'auth.login.failed': (d) => `Login failed for ${text(d.identifier)}`,
  'auth.login.locked': (d) => `Too many attempts for ${text(d.identifier)}`,
  'otp.sent': (d) => `Code sent to ${text(d.phone)}`,
  'otp.verified': (d) => `Code verified for ${text(d.phone)}`,
  'otp.failed': (d) => `Code refused for ${text(d.phone)}: ${text(d.reason)}`,
  'person.created': (d) => `Added ${text(record(d).name)} (Ward ${text(record(d).wardNo)})`,
  'person.updated': changesText,
  'person.deleted': (d) => `Deleted ${text(record(d).name)}`,
  'person.viewed': () => '',
  'people.exported': exportText,
  'user.created': (d) => `Added ${fullName(record(d)) || EMPTY_VALUE}`,
  'user.updated': changesText,
  'user.password_reset': () => 'Set a new password',
  'user.deleted': (d) => {
    const n = Number(d.peopleDeleted ?? 0);
    return `Deleted ${fullName(record(d)) || EMPTY_VALUE} and ${n} ${n === 1 ? 'person' : 'people'} added by them`;
  },
  'religion.created': (d) => `Added ${text(record(d).name)}`,
  'religion.updated': changesText,
  'religion.deleted': (d) => `Deleted ${text(record(d).name)}`,
  'caste.created': (d) => `Added ${text(record(d).name)}`,
  'caste.updated': changesText,
  'caste.deleted': (d) => `Deleted ${text(record(d).name)}`,
};

/** One readable line for an event's details, e.g. "Ward: 3 → 4". */
export function eventSummary(event: Pick<AuditEvent, 'action' | 'details'>): string {
  const summarize = SUMMARIES[event.action];
  return summarize ? summarize(event.details) : '';
}

/** The name an event tells of its record, when it tells one (created, deleted, renamed). */
export function nameInEvent(event: Pick<AuditEvent, 'details'>): string | undefined {
  const r = record(event.details);
  const changes = event.details.changes as Record<string, [unknown, unknown]> | undefined;
  const name = changes?.name?.[1] ?? r.name ?? (fullName(r) || undefined);
  return typeof name === 'string' && name ? name : undefined;
}
