import type { AuditEvent, ReviewStatus } from '@hr/contracts';
import { REVIEW_STATUSES } from '@hr/contracts/constants';
import { EMPTY_VALUE } from '@hr/ui/dialogs';
import { formatPhone } from '@hr/ui/phone';
import { fieldLabel } from './field-labels';
import { formatDigits, formatNumber } from '@hr/i18n';
import { adminText } from '@admin/i18n';

type Details = Record<string, unknown>;

const text = (value: unknown): string => {
  if (value === null || value === undefined || String(value).trim() === '') return EMPTY_VALUE;
  return String(value);
};

/** A phone as people read it ('+91 98123 45678'); a sign-in's email or an empty value as text(). */
const phoneOr = (value: unknown): string =>
  typeof value === 'string' && value.trim().startsWith('+') ? formatPhone(value) : text(value);

const record = (details: Details): Details =>
  details.record && typeof details.record === 'object' ? (details.record as Details) : {};

const fullName = (r: Details): string =>
  [r.firstName, r.lastName].filter((part) => typeof part === 'string' && part).join(' ');

/**
 * A review state in words ('Needs correction'), a list of wards as the screens write it ('3, 4';
 * none: any ward), any other value as it is.
 */
const valueText = (field: string, value: unknown): string => {
  if (field === 'reviewStatus' && REVIEW_STATUSES.includes(value as ReviewStatus))
    return adminText(`review.filters.${value as ReviewStatus}`);
  if (Array.isArray(value))
    return value.length
      ? value.map((v) => formatNumber(Number(v), { useGrouping: false })).join(', ')
      : adminText('wards.any');
  return text(value);
};

/** Fields logged as ids, which would mean nothing to a reader: only that they changed is said. */
const ID_FIELDS: Record<string, string> = {
  // A caste moved to another religion.
  religionId: 'summary.religionChanged',
  // A collector given another supervisor (or none).
  supervisorId: 'summary.supervisorChanged',
};

/** "Ward: 3 → 4; Area: Lakeside → Damside" (only the changed fields are logged). */
export function changesText(details: Details): string {
  const changes = (details.changes ?? {}) as Record<string, [unknown, unknown]>;
  const parts = Object.entries(changes).map(([field, [before, after]]) =>
    ID_FIELDS[field]
      ? adminText(ID_FIELDS[field])
      : adminText('summary.change', {
          field: fieldLabel(field),
          before: valueText(field, before),
          after: valueText(field, after),
        }),
  );
  return parts.length ? parts.join('; ') : adminText('summary.noChanges');
}

function exportText(details: Details): string {
  const rows = Number(details.rowCount ?? 0);
  const format = details.format === 'xlsx' ? 'Excel' : 'CSV';
  const filters = (details.filters ?? {}) as { q?: string | null; createdBy?: string | null };
  let summary = adminText('summary.exported', { count: rows, n: formatNumber(rows), format });
  if (filters.q) summary += adminText('summary.matching', { q: filters.q });
  if (filters.createdBy) summary += adminText('summary.oneCollector');
  if (details.complete === false) summary += adminText('summary.cutOff');
  return summary;
}

/** How many refusals a lock's window saw, when the event is its tally (see the server's refusal log). */
const refusals = (details: Details): number | undefined =>
  typeof details.refusals === 'number' ? details.refusals : undefined;

function unlockedText(details: Details): string {
  const n = Number(details.lockedAddresses ?? 0);
  const parts = n > 0 ? [adminText('summary.unlocked', { count: n, n: formatNumber(n) })] : [];
  if (Number(details.waitSeconds ?? 0) > 0) parts.push(adminText('summary.waitCleared'));
  return parts.length ? parts.join('; ') : adminText('summary.nothingLocked');
}

/** Retention's own event: how many went and which numbers, so the gap in the log is explained. */
function purgedText(details: Details): string {
  const n = Number(details.count ?? 0);
  return adminText('summary.purged', {
    count: n,
    n: formatNumber(n),
    from: formatNumber(Number(details.fromSeq)),
    to: formatNumber(Number(details.toSeq)),
  });
}

const SUMMARIES: Record<string, (d: Details) => string> = {
  'auth.login.succeeded': (d) => adminText('summary.signedIn', { who: phoneOr(d.identifier) }),
  'auth.login.failed': (d) => adminText('summary.loginFailed', { who: phoneOr(d.identifier) }),
  'auth.login.locked': (d) => {
    const n = refusals(d);
    return n === undefined
      ? adminText('summary.locked', { who: phoneOr(d.identifier) })
      : adminText('summary.lockedCount', {
          count: n,
          n: formatNumber(n),
          who: phoneOr(d.identifier),
        });
  },
  'otp.sent': (d) => adminText('summary.codeSent', { phone: phoneOr(d.phone) }),
  'otp.verified': (d) => adminText('summary.codeVerified', { phone: phoneOr(d.phone) }),
  'otp.failed': (d) => {
    const n = refusals(d);
    const values = { phone: phoneOr(d.phone), reason: text(d.reason) };
    return n === undefined
      ? adminText('summary.codeRefused', values)
      : adminText('summary.codeRefusedCount', { ...values, count: n, n: formatNumber(n) });
  },
  'person.created': (d) =>
    adminText('summary.personAdded', { name: text(record(d).name), ward: formatDigits(text(record(d).wardNo)) }),
  'person.updated': changesText,
  'person.deleted': (d) => adminText('summary.deleted', { name: text(record(d).name) }),
  'person.viewed': () => '',
  // The state before and after (and the comment, when it changed), as an edit's changes read.
  'person.reviewed': changesText,
  'people.exported': exportText,
  'user.created': (d) => adminText('summary.added', { name: fullName(record(d)) || EMPTY_VALUE }),
  'user.updated': changesText,
  'user.password_reset': () => adminText('summary.newPassword'),
  'user.sign_in_unlocked': unlockedText,
  'office_account.sign_in_unlocked': unlockedText,
  'user.deleted': (d) => {
    const n = Number(d.peopleDeleted ?? 0);
    return adminText('summary.userDeleted', {
      count: n,
      n: formatNumber(n),
      name: fullName(record(d)) || EMPTY_VALUE,
    });
  },
  'supervisor.created': (d) =>
    adminText('summary.added', { name: fullName(record(d)) || EMPTY_VALUE }),
  'supervisor.updated': changesText,
  'supervisor.password_reset': () => adminText('summary.newPassword'),
  'supervisor.deleted': (d) =>
    adminText('summary.deleted', { name: fullName(record(d)) || EMPTY_VALUE }),
  'religion.created': (d) => adminText('summary.added', { name: text(record(d).name) }),
  'religion.updated': changesText,
  'religion.deleted': (d) => adminText('summary.deleted', { name: text(record(d).name) }),
  'caste.created': (d) => adminText('summary.added', { name: text(record(d).name) }),
  'caste.updated': changesText,
  'caste.deleted': (d) => adminText('summary.deleted', { name: text(record(d).name) }),
  'audit.purged': purgedText,
};

/** One readable line for an event's details, e.g. "Ward: 3 → 4". */
export function eventSummary(event: Pick<AuditEvent, 'action' | 'details'>): string {
  const summarize = SUMMARIES[event.action];
  return summarize ? summarize(event.details) : '';
}

const nothing = () => '';

/**
 * The Activity page's Details: where the summary names what the Record column already shows (the
 * record's name, a code's phone), what is left of it.
 */
const WITHOUT_RECORD: Record<string, (d: Details) => string> = {
  'person.created': (d) => adminText('summary.ward', { ward: formatDigits(text(record(d).wardNo)) }),
  'person.deleted': nothing,
  'user.created': nothing,
  'supervisor.created': nothing,
  'supervisor.deleted': nothing,
  'user.deleted': (d) => {
    const n = Number(d.peopleDeleted ?? 0);
    return n > 0 ? adminText('summary.peopleDeletedToo', { count: n, n: formatNumber(n) }) : '';
  },
  'religion.created': nothing,
  'religion.deleted': nothing,
  'caste.created': nothing,
  'caste.deleted': nothing,
  'otp.sent': nothing,
  'otp.verified': nothing,
  'otp.failed': (d) => {
    const n = refusals(d);
    return n === undefined
      ? text(d.reason)
      : adminText('summary.refusedCount', { count: n, n: formatNumber(n), reason: text(d.reason) });
  },
};

/** The Details cell of an event: its summary, less what the Record cell names. */
export function detailsText(event: Pick<AuditEvent, 'action' | 'details'>): string {
  const summarize = WITHOUT_RECORD[event.action];
  return summarize ? summarize(event.details) : eventSummary(event);
}

/**
 * The name an event tells of its record, when it tells one: as it was then (`name`, a new name,
 * the record created or deleted), or the account itself signing in.
 */
export function nameInEvent(
  event: Pick<AuditEvent, 'action' | 'details' | 'entityId' | 'actor'>,
): string | undefined {
  const r = record(event.details);
  const changes = event.details.changes as Record<string, [unknown, unknown]> | undefined;
  const self =
    event.actor.id && event.actor.id === event.entityId
      ? (event.actor.name ?? undefined)
      : undefined;
  const name = event.details.name ?? changes?.name?.[1] ?? r.name ?? (fullName(r) || self);
  return typeof name === 'string' && name ? name : undefined;
}
