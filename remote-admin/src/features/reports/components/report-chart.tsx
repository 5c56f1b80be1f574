import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReportGroup } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';

// Plain CSS bars, like the dashboard's registrations chart (a chart library's bar chart alone
// weighs more than this remote's first page). Hidden from screen readers: the table beside it
// has the same numbers.
const TOP = 12;

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    gap: '6px 8px',
    alignItems: 'center',
    minWidth: 0,
  },
  label: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    maxWidth: '16ch',
    fontSize: tokens.fontSizeBase200,
  },
  track: { display: 'flex', alignItems: 'center', gap: '6px', minWidth: 0 },
  bar: {
    height: '16px',
    minWidth: '2px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandForeground1,
  },
  value: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  periods: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: '1px',
    height: '160px',
    minWidth: 0,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
  },
  column: {
    flex: '1 1 0',
    minWidth: 0,
    minHeight: '1px',
    backgroundColor: tokens.colorBrandForeground1,
  },
});

export interface ReportChartProps {
  groups: ReportGroup[];
  /** Days and months: one column each in time order; otherwise the largest groups as rows. */
  periods: boolean;
}

export function ReportChart({ groups, periods }: ReportChartProps) {
  const styles = useStyles();
  const max = Math.max(1, ...groups.map((g) => g.households));
  if (periods) {
    return (
      <div className={styles.periods} aria-hidden="true" data-testid="report-chart">
        {groups.map((g) => (
          <div
            key={g.key}
            className={styles.column}
            style={{ height: `${(g.households / max) * 100}%` }}
            title={`${g.label}: ${formatNumber(g.households)}`}
          />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.list} aria-hidden="true" data-testid="report-chart">
      {groups.slice(0, TOP).map((g) => (
        <div key={g.key} style={{ display: 'contents' }}>
          <span className={styles.label} title={g.label}>
            {g.label}
          </span>
          <span className={styles.track}>
            <span className={styles.bar} style={{ width: `${(g.households / max) * 85}%` }} />
            <span className={styles.value}>{formatNumber(g.households)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
