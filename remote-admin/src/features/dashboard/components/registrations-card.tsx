import { lazy, Suspense } from 'react';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { visuallyHidden } from '@hr/ui/theme';
import { Panel } from '@hr/ui/page';
import { longDay, type DayCount } from '../utils/registration-labels';
import { CHART_HEIGHT } from './registrations-chart-size';
import { useAdminT } from '@admin/i18n';
import { formatNumber } from '@hr/i18n';

// The chart is its own chunk: the dashboard's counts and users table render without waiting
// for it, and a box of its exact height holds its place meanwhile (no layout shift).
const RegistrationsChart = lazy(() => import('./registrations-chart'));

const useStyles = makeStyles({
  placeholder: {
    height: CHART_HEIGHT,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // The numbers for screen readers: the chart itself is hidden from them. On a box around the
  // table, not the table: a table grows to its rows whatever its height, and its 30 rows made the
  // dashboard scroll on into an empty area below the card.
  hidden: visuallyHidden,
});

export interface RegistrationsCardProps {
  /** People added per UTC day, oldest first, ending today, zero days included (the API's). */
  days: DayCount[];
}

/** The dashboard's "Registrations" card: people added per day over the last 30 days. */
export function RegistrationsCard({ days }: RegistrationsCardProps) {
  const styles = useStyles();
  const t = useAdminT();
  return (
    <Panel title={t('registrations.title')}>
      <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
        <RegistrationsChart days={days} />
      </Suspense>
      <div className={styles.hidden}>
        <table>
          <caption>{t('registrations.caption', { days: formatNumber(days.length) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('registrations.date')}</th>
              <th scope="col">{t('registrations.count')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">
                  <time dateTime={d.date}>{longDay(d.date)}</time>
                </th>
                <td>{formatNumber(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
