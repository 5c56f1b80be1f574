import type { Report, ReportGroup, ReportGroupBy } from '@hr/contracts';
import { formatDigits, formatNumber, formatReaderDate } from '@hr/i18n';
import { DataTable, type Column } from '@hr/ui/table';
import { sharePercent } from '../utils/report-file';
import { useAdminT } from '@admin/i18n';

/** A period's key in the reader's way: a day as a date, a month as month and year. */
export function groupLabel(groupBy: ReportGroupBy, group: ReportGroup): string {
  if (groupBy === 'day') return formatReaderDate(`${group.key}T12:00:00`, { dateStyle: 'medium' });
  if (groupBy === 'month')
    return formatReaderDate(`${group.key}-15T12:00:00`, { month: 'long', year: 'numeric' });
  // A ward's number in the page's digits; other names as written.
  if (groupBy === 'ward') return formatDigits(group.label);
  return group.label;
}

/** A period's short name on the chart's time axis: '28 Nov', 'Nov 2026'. */
export function periodAxisLabel(groupBy: ReportGroupBy, group: ReportGroup): string {
  if (groupBy === 'day')
    return formatReaderDate(`${group.key}T12:00:00`, { day: 'numeric', month: 'short' });
  return formatReaderDate(`${group.key}-15T12:00:00`, { month: 'short', year: 'numeric' });
}

export interface ReportTableProps {
  report: Report;
  groupBy: ReportGroupBy;
}

/** The groups with their households, people and share of all households; sortable, paged. */
export function ReportTable({ report, groupBy }: ReportTableProps) {
  const t = useAdminT();
  const total = report.total.households;
  const columns: Column<ReportGroup>[] = [
    {
      id: 'group',
      header: t(`reports.groupBy.${groupBy}`),
      render: (g) => groupLabel(groupBy, g),
      sortValue: (g) => (groupBy === 'day' || groupBy === 'month' ? g.key : g.label),
      card: 'title',
    },
    {
      id: 'households',
      header: t('reports.households'),
      render: (g) => formatNumber(g.households),
      sortValue: (g) => g.households,
      align: 'end',
      width: 112,
      cardLabel: t('reports.households'),
    },
    {
      id: 'people',
      header: t('reports.people'),
      render: (g) => formatNumber(g.people),
      sortValue: (g) => g.people,
      align: 'end',
      width: 96,
      cardLabel: t('reports.people'),
    },
    {
      id: 'share',
      header: t('reports.share'),
      render: (g) =>
        formatNumber(sharePercent(g.households, total) / 100, {
          style: 'percent',
          maximumFractionDigits: 1,
        }),
      sortValue: (g) => g.households,
      align: 'end',
      width: 88,
      cardLabel: t('reports.share'),
    },
  ];
  return (
    <DataTable
      items={report.groups}
      columns={columns}
      getRowId={(g) => g.key}
      search=""
      searchText={(g) => [g.label]}
      defaultPageSize={25}
      emptyMessage={t('reports.noMatches')}
      ariaLabel={t('reports.tableLabel')}
      compact
    />
  );
}
