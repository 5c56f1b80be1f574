import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-link';
import { makeStyles } from '@griffel/react';
import type { AuditEvent } from '@hr/contracts';
import { PlainTable, type Column } from '@hr/ui/table';
import { mediaUp } from '@hr/ui/theme';
import { actionLabel } from '../utils/actions';
import { actorText, recordText, timeText } from '../utils/event-parts';
import { detailsText, nameInEvent } from '../utils/event-summary';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  // From 600 px a table; under it each event is a card (PlainTable `cards`).
  table: { [mediaUp('sm')]: { minWidth: '900px' } },
  cell: { verticalAlign: 'top' },
  // Top-aligned like the other cells; wraps between date and time rather than mid-number.
  time: { verticalAlign: 'top', overflowWrap: 'normal' },
});

/**
 * Names by record id, from the events loaded so far (newest first, so a renamed record shows its
 * latest name): an edit or a view carries only the id.
 */
function recordNames(events: readonly AuditEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const event of events) {
    const name = event.entityId ? nameInEvent(event) : undefined;
    if (name && !names.has(event.entityId!)) names.set(event.entityId!, name);
  }
  return names;
}

function RecordCell({ event, names }: { event: AuditEvent; names: Map<string, string> }) {
  const navigate = useNavigate();
  const label = recordText(event, names);
  // A collector has a page of their own; a person is opened from All People.
  if (event.entityType !== 'user' || !event.entityId) return <>{label}</>;
  const to = `/admin/users/${event.entityId}`;
  return (
    <Link
      href={to}
      onClick={(e) => {
        // A modified click opens a new tab the browser's way.
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        void navigate(to);
      }}
    >
      {label}
    </Link>
  );
}

const eventId = (event: AuditEvent) => event.id;

/**
 * The events loaded so far ("Load more" below it adds the next ones), newest first; `busy` while
 * they are the last filters' and the new ones' are on their way.
 */
export function ActivityTable({ events, busy }: { events: readonly AuditEvent[]; busy?: boolean }) {
  const styles = useStyles();
  const t = useAdminT();
  const names = useMemo(() => recordNames(events), [events]);
  const columns = useMemo<Column<AuditEvent>[]>(
    () => [
      {
        id: 'time',
        header: t('activity.time'),
        render: (e) => <time dateTime={e.at}>{timeText(e.at)}</time>,
        cellClassName: styles.time,
      },
      {
        id: 'who',
        header: t('activity.who'),
        render: (e) => actorText(e.actor),
        cellClassName: styles.cell,
      },
      {
        id: 'action',
        header: t('activity.action'),
        render: (e) => actionLabel(e.action),
        cellClassName: styles.cell,
        card: 'title',
      },
      {
        id: 'record',
        header: t('activity.record'),
        render: (e) => <RecordCell event={e} names={names} />,
        cellClassName: styles.cell,
      },
      {
        id: 'details',
        header: t('activity.details'),
        render: detailsText,
        cellClassName: styles.cell,
      },
    ],
    [names, styles.cell, styles.time, t],
  );
  return (
    <PlainTable
      items={events}
      columns={columns}
      getRowId={eventId}
      ariaLabel={t('activity.tableLabel')}
      className={styles.table}
      cards
      busy={busy}
    />
  );
}
