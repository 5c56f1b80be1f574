import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-link';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-table';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { AuditEvent } from '@hr/contracts';
import { actionLabel } from '../utils/actions';
import { actorText, recordText, timeText } from '../utils/event-parts';
import { eventSummary, nameInEvent } from '../utils/event-summary';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '900px' },
  cell: { overflowWrap: 'anywhere', verticalAlign: 'top' },
  header: { fontWeight: tokens.fontWeightSemibold },
  time: { whiteSpace: 'nowrap' },
});

const HEADERS = ['Time', 'Who', 'Action', 'Record', 'Details'];

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

export function ActivityTable({ events }: { events: readonly AuditEvent[] }) {
  const styles = useStyles();
  const names = useMemo(() => recordNames(events), [events]);
  return (
    <div className={styles.scroll}>
      <Table aria-label="Activity" className={styles.table}>
        <TableHeader>
          <TableRow>
            {HEADERS.map((h) => (
              <TableHeaderCell key={h} className={styles.header}>
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell className={styles.time}>
                <time dateTime={event.at}>{timeText(event.at)}</time>
              </TableCell>
              <TableCell className={styles.cell}>{actorText(event.actor)}</TableCell>
              <TableCell className={styles.cell}>{actionLabel(event.action)}</TableCell>
              <TableCell className={styles.cell}>
                <RecordCell event={event} names={names} />
              </TableCell>
              <TableCell className={styles.cell}>{eventSummary(event)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
