import { lazy, Suspense } from 'react';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Panel } from '@hr/ui';
import { longDay, type DayCount } from '../utils/registration-labels';
import { CHART_HEIGHT } from './registrations-chart-size';

// The chart is its own chunk: the dashboard's counts and users table render without waiting
// for it, and a box of its exact height holds its place meanwhile (no layout shift).
const RegistrationsChart = lazy(() => import('./registrations-chart'));

const useStyles = makeStyles({
  placeholder: {
    height: CHART_HEIGHT,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The numbers for screen readers: the chart itself is hidden from them.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export interface RegistrationsCardProps {
  /** People added per UTC day, oldest first, ending today, zero days included (the API's). */
  days: DayCount[];
}

/** The dashboard's "Registrations" card: people added per day over the last 30 days. */
export function RegistrationsCard({ days }: RegistrationsCardProps) {
  const styles = useStyles();
  return (
    <Panel title="Registrations">
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        <RegistrationsChart days={days} />
      </Suspense>
      <table className={styles.hidden}>
        <caption>People registered per day, last {days.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Registrations</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">
                <time dateTime={d.date}>{longDay(d.date)}</time>
              </th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
