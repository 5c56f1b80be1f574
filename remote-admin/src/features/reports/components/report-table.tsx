import { makeStyles } from '@griffel/react';
import type { Report, ReportGroup, ReportGroupBy } from '@hr/contracts';
import { formatNumber, formatReaderDate } from '@hr/i18n';
import { DataTable, type Column } from '@hr/ui/table';
import { sharePercent } from '../utils/report-file';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({ number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } });

/** A period's key in the reader's way: a day as a date, a month as month and year. */
export function groupLabel(groupBy: ReportGroupBy, group: ReportGroup): string {
  if (groupBy === 'day') return formatReaderDate(`${group.key}T12:00:00`, { dateStyle: 'medium' });
  if (groupBy === 'month')
    return formatReaderDate(`${group.key}-15T12:00:00`, { month: 'long', year: 'numeric' });
  return group.label;
}

export interface ReportTableProps {
  report: Report;
  groupBy: ReportGroupBy;
}

/** The groups with their households, people and share of all households; sortable, paged. */
export function ReportTable({ report, groupBy }: ReportTableProps) {
  const t = useAdminT();
  const styles = useStyles();
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
      cellClassName: styles.number,
      cardLabel: t('reports.households'),
    },
    {
      id: 'people',
      header: t('reports.people'),
      render: (g) => formatNumber(g.people),
      sortValue: (g) => g.people,
      cellClassName: styles.number,
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
      cellClassName: styles.number,
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
    />
  );
}
