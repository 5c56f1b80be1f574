import { Caption1 } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ReportGroup } from '@hr/contracts';
import { formatNumber } from '@hr/i18n';
import { mediaDown } from '@hr/ui/theme';
import { axisTicks, periodLabelKind } from '../utils/chart-axis';
import { useAdminT } from '@admin/i18n';

// Plain CSS bars, like the dashboard's registrations chart (a chart library's bar chart alone
// weighs more than this remote's first page). Hidden from screen readers: the table beside it
// has the same numbers.
const TOP = 12;
/** Up to this many periods each shows its number over its bar (then there is room for it). */
const VALUES_MAX = 12;
const PHONE = mediaDown('sm');

const useStyles = makeStyles({
  list: {
    display: 'grid',
    // The label takes what it needs up to 40% of the width, then wraps: never cut off.
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    gap: '6px 8px',
    alignItems: 'center',
    minWidth: 0,
  },
  label: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  track: { display: 'flex', alignItems: 'center', gap: '6px', minWidth: 0 },
  bar: {
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandForeground1,
  },
  value: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
  },
  note: { color: tokens.colorNeutralForeground3 },
  // Periods: a column chart with a value axis (0 at the baseline) and a time axis under it.
  periods: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: '180px auto',
    columnGap: '8px',
    rowGap: '4px',
    minWidth: 0,
    // Room for the number over a full-height bar.
    paddingTop: tokens.lineHeightBase200,
  },
  axis: { position: 'relative' },
  // In the flow but unseen: the widest number gives the axis its width.
  sizer: {
    visibility: 'hidden',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontVariantNumeric: 'tabular-nums',
  },
  tick: {
    position: 'absolute',
    right: 0,
    transform: 'translateY(50%)',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
  plot: {
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
  },
  gridLine: {
    position: 'absolute',
    left: 0,
    right: 0,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
  },
  slot: {
    position: 'relative',
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'center',
  },
  // A bar no wider than 56 px: one period is a column over its label, not a block.
  column: {
    width: 'min(72%, 56px)',
    minWidth: '1px',
    borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0`,
    backgroundColor: tokens.colorBrandForeground1,
  },
  // Just over its bar.
  columnValue: {
    position: 'absolute',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  labels: { gridColumn: '2', display: 'flex', minWidth: 0 },
  periodLabel: {
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    justifyContent: 'center',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  phoneHidden: { [PHONE]: { display: 'none' } },
});

export interface ReportChartProps {
  groups: ReportGroup[];
  /**
   * Days and months (oldest first, empty ones as 0, as the API gives them): a column each over
   * a time axis, with `axisLabel` under them; otherwise the largest groups as rows.
   */
  periods: boolean;
  /** A period's short name for the time axis ('28 Nov', 'Nov 2026'). */
  axisLabel?(group: ReportGroup): string;
}

export function ReportChart({ groups, periods, axisLabel }: ReportChartProps) {
  const styles = useStyles();
  const t = useAdminT();
  if (periods) {
    const { top, ticks } = axisTicks(Math.max(0, ...groups.map((g) => g.households)));
    const n = groups.length;
    const values = n <= VALUES_MAX;
    const at = (v: number) => `${(v / top) * 100}%`;
    return (
      <div className={styles.periods} aria-hidden="true" data-testid="report-chart">
        <div className={styles.axis} data-testid="report-chart-axis">
          <span className={styles.sizer}>{formatNumber(top)}</span>
          {ticks.map((v) => (
            <span key={v} className={styles.tick} style={{ bottom: at(v) }}>
              {formatNumber(v)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          {ticks.slice(1).map((v) => (
            <span key={v} className={styles.gridLine} style={{ bottom: at(v) }} />
          ))}
          {groups.map((g) => (
            <div
              key={g.key}
              className={styles.slot}
              title={`${g.label}: ${formatNumber(g.households)}`}
            >
              {values && (
                <span
                  className={mergeClasses(styles.columnValue, n > 6 && styles.phoneHidden)}
                  style={{ bottom: `calc(${at(g.households)} + 2px)` }}
                >
                  {formatNumber(g.households)}
                </span>
              )}
              {/* An empty period is drawn as nothing on the baseline: zero, not a stub. */}
              <div className={styles.column} style={{ height: at(g.households) }} />
            </div>
          ))}
        </div>
        <div className={styles.labels} data-testid="report-chart-labels">
          {groups.map((g, i) => {
            const kind = periodLabelKind(i, n);
            return (
              <span
                key={g.key}
                className={mergeClasses(styles.periodLabel, kind === 'minor' && styles.phoneHidden)}
              >
                {kind && (axisLabel ? axisLabel(g) : g.label)}
              </span>
            );
          })}
        </div>
      </div>
    );
  }
  const max = Math.max(1, ...groups.map((g) => g.households));
  return (
    <>
      <div className={styles.list} aria-hidden="true" data-testid="report-chart">
        {groups.slice(0, TOP).map((g) => (
          <div key={g.key} style={{ display: 'contents' }}>
            <span className={styles.label}>{g.label}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${(g.households / max) * 85}%` }} />
              <span className={styles.value}>{formatNumber(g.households)}</span>
            </span>
          </div>
        ))}
      </div>
      {groups.length > TOP && (
        <Caption1 className={styles.note}>
          {t('reports.chartTop', { shown: formatNumber(TOP), total: formatNumber(groups.length) })}
        </Caption1>
      )}
    </>
  );
}
