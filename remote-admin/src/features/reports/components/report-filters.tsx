import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_GROUPS } from '@hr/contracts/constants';
import { mediaUp, spacing } from '@hr/ui/theme';
import { usersQueryOptions } from '@hr/api/query';
import { formatDigits } from '@hr/i18n';
import { reportQueryOptions } from '../api/get-report';
import type { ReportFilterState } from '../hooks/use-report-filters';
import { PERIODS } from '../utils/report-period';
import { DateRangeFields } from '@admin/components/date-range/date-range-fields';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(2),
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    alignItems: 'start',
  },
});

export interface ReportFiltersProps {
  value: ReportFilterState;
  onChange(patch: Partial<ReportFilterState>): void;
  /** The "Group by" choice (the reports page; not the map). */
  withGroupBy?: boolean;
  /** More filters after the collector's, from the page (an admin's Supervisor choice). */
  extra?: ReactNode;
  /** usePhoneFilters' panel: on a phone the filters wait behind the page's "Filters" button. */
  panel?: { id: string; className: string };
}

/** Period (presets or From/To), ward, religion, collector and, on Reports, "Group by". */
export function ReportFilters({ value, onChange, withGroupBy, extra, panel }: ReportFiltersProps) {
  const styles = useStyles();
  const t = useAdminT();
  // The lists only fill the choices: without them "All" still works, so no error of their own.
  const users = useQuery(usersQueryOptions());
  // Wards and religions as the records have them (a lookup renamed later keeps the old name there).
  const religions = useQuery(reportQueryOptions({ groupBy: 'religion' }));
  const wards = useQuery(reportQueryOptions({ groupBy: 'ward' }));
  const wardNos = (wards.data?.groups ?? [])
    .map((g) => g.key)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  if (value.wardNo && !wardNos.includes(value.wardNo)) wardNos.unshift(value.wardNo);
  const religionNames = (religions.data?.groups ?? [])
    .map((g) => g.key)
    .sort((a, b) => a.localeCompare(b));
  if (value.religion && !religionNames.includes(value.religion))
    religionNames.unshift(value.religion);
  return (
    <div
      id={panel?.id}
      className={mergeClasses(styles.row, panel?.className)}
      role="search"
      aria-label={t('reports.filters')}
    >
      <Field label={t('reports.period')}>
        <Select
          value={value.period}
          onChange={(_, d) => onChange({ period: d.value as ReportFilterState['period'] })}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`reports.periods.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      {value.period === 'custom' && (
        <DateRangeFields
          from={value.from}
          to={value.to}
          onChange={onChange}
          labels={{ from: t('reports.from'), to: t('reports.to'), badRange: t('reports.badRange') }}
        />
      )}
      <Field label={t('reports.ward')}>
        <Select value={value.wardNo} onChange={(_, d) => onChange({ wardNo: d.value })}>
          <option value="">{t('reports.allWards')}</option>
          {wardNos.map((w) => (
            <option key={w} value={w}>
              {formatDigits(w)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('reports.religion')}>
        <Select value={value.religion} onChange={(_, d) => onChange({ religion: d.value })}>
          <option value="">{t('reports.allReligions')}</option>
          {religionNames.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('reports.collector')}>
        <Select value={value.createdBy} onChange={(_, d) => onChange({ createdBy: d.value })}>
          <option value="">{t('reports.allCollectors')}</option>
          {(users.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {`${u.firstName} ${u.lastName}`}
            </option>
          ))}
        </Select>
      </Field>
      {extra}
      {withGroupBy && (
        <Field label={t('reports.groupByLabel')}>
          <Select
            value={value.groupBy}
            onChange={(_, d) => onChange({ groupBy: d.value as ReportFilterState['groupBy'] })}
          >
            {REPORT_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`reports.groupBy.${g}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
