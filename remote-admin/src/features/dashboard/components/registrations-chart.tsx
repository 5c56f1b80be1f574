import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { axisLabel, shortDay, type DayCount } from '../utils/registration-labels';
import { CHART_HEIGHT } from './registrations-chart-size';
import { formatNumber } from '@hr/i18n';

// Plain CSS bars rather than a chart library: @fluentui/react-charts' VerticalBarChart alone is
// 62 KB gzip (the whole package, which our per-package Fluent sharing would ship, 181 KB), more
// than the admin remote's whole first-page budget, for 30 bars. Fluent tokens colour it in both
// themes; the grid shrinks with the card down to a 360 px phone.
const PHONE = '@media (max-width: 480px)';
const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateRows: 'minmax(0, 1fr) auto',
    columnGap: '8px',
    rowGap: '4px',
    height: CHART_HEIGHT,
    minWidth: 0,
  },
  axis: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
    // The top number sits on the top line, the 0 on the baseline.
    marginTop: `calc(${tokens.lineHeightBase200} / -2)`,
    marginBottom: `calc(${tokens.lineHeightBase200} / -2)`,
  },
  plot: {
    display: 'grid',
    alignItems: 'end',
    columnGap: '2px',
    minWidth: 0,
    borderTop: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
  },
  // Brand foreground rather than brand background: at least 3:1 against the card in both themes
  // (the dark theme's brand background is not).
  bar: {
    borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0`,
    backgroundColor: tokens.colorBrandForeground1,
  },
  // A day with few registrations still shows a sliver; a day with none is zero: nothing over
  // the baseline (its slot stays, so the days keep their places).
  some: { minHeight: '2px' },
  labels: {
    gridColumn: '2',
    display: 'grid',
    columnGap: '2px',
    minWidth: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground3,
  },
  // Right-aligned under its day's bar, so that today's label ends at the card's edge.
  label: { textAlign: 'end', whiteSpace: 'nowrap', overflow: 'hidden' },
  minor: { [PHONE]: { display: 'none' } },
});

export interface RegistrationsChartProps {
  days: DayCount[];
}

/** Bars of people added per day, oldest first; hidden from screen readers (the card's table). */
export default function RegistrationsChart({ days }: RegistrationsChartProps) {
  const styles = useStyles();
  const max = Math.max(0, ...days.map((d) => d.count));
  const template = { gridTemplateColumns: columns(days.length) };
  return (
    <div className={styles.root} aria-hidden="true" data-testid="registrations-chart">
      <div className={styles.axis}>
        <span>{formatNumber(max)}</span>
        <span>{formatNumber(0)}</span>
      </div>
      <div className={styles.plot} style={template}>
        {days.map((d) => (
          <div
            key={d.date}
            className={mergeClasses(styles.bar, d.count > 0 && styles.some)}
            style={{ height: max ? `${(d.count / max) * 100}%` : 0 }}
            title={`${shortDay(d.date)}: ${formatNumber(d.count)}`}
            data-date={d.date}
            data-count={d.count}
          />
        ))}
      </div>
      <div className={styles.labels} style={template}>
        {days.map((d, i) => {
          const kind = axisLabel(i, days.length);
          if (!kind) return null;
          return (
            <span
              key={d.date}
              className={mergeClasses(styles.label, kind === 'minor' && styles.minor)}
              // Spans the six days before it too: room for the text, aligned to its own bar.
              style={{ gridColumn: `${i - 5} / ${i + 2}` }}
            >
              {shortDay(d.date)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
