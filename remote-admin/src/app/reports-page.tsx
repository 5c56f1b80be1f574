import { useQuery } from '@tanstack/react-query';
import { Body1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { useOfficeRole } from '@hr/session';
import { usersQueryOptions } from '@hr/api/query';
import { formatNumber } from '@hr/i18n';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Panel,
  useDocumentTitle,
  usePhoneFilters,
} from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { reportQueryOptions } from '@admin/features/reports/api/get-report';
import { ReportChart } from '@admin/features/reports/components/report-chart';
import { ReportExportMenu } from '@admin/features/reports/components/report-export-menu';
import { ReportFilters } from '@admin/features/reports/components/report-filters';
import {
  groupLabel,
  periodAxisLabel,
  ReportTable,
} from '@admin/features/reports/components/report-table';
import { useReportFilters } from '@admin/features/reports/hooks/use-report-filters';
import { reportSheet } from '@admin/features/reports/utils/report-file';
import { SupervisorFilter } from '@admin/features/supervisors/components/supervisor-filter';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  totals: { display: 'flex', flexWrap: 'wrap', gap: `${spacing(0.5)} ${spacing(3)}` },
});

/** /admin/reports: households and people per ward, area, religion, caste, collector or period. */
export function ReportsPage() {
  const t = useAdminT();
  useDocumentTitle(t('reports.title'));
  const styles = useStyles();
  const filters = useReportFilters();
  const phoneFilters = usePhoneFilters(filters.active);
  const admin = useOfficeRole() !== 'supervisor';
  const { groupBy } = filters.state;
  const report = useQuery({
    // While the dates are invalid (the filters say so) the last good report stays on screen.
    ...reportQueryOptions({ groupBy, ...filters.applied }),
  });
  const users = useQuery(usersQueryOptions());
  const collector = users.data?.find((u) => u.id === filters.state.createdBy);

  let body;
  let exportMenu;
  if (report.isError && !report.data) {
    body = (
      <ErrorState
        message={errorMessage(report.error, t('reports.loadFailed'))}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (!report.data) {
    body = <LoadingState />;
  } else if (report.data.total.households === 0) {
    body = <EmptyState message={t('reports.noMatches')} />;
  } else {
    const data = report.data;
    const shown = {
      ...data,
      groups: data.groups.map((g) => ({ ...g, label: groupLabel(groupBy, g) })),
    };
    const withoutLocation = t('reports.withoutLocation', {
      count: data.withoutLocation,
      n: formatNumber(data.withoutLocation),
    });
    const sheet = reportSheet(shown, {
      group: t(`reports.groupBy.${groupBy}`),
      households: t('reports.households'),
      people: t('reports.people'),
      share: t('reports.sharePercent'),
      total: t('reports.total'),
      withoutLocation,
    });
    const { from, to, wardNo, religion } = filters.applied;
    const nameParts = [
      'report',
      groupBy,
      from ?? 'start',
      to ? `to-${to}` : 'to-today',
      wardNo && `ward-${wardNo}`,
      religion,
      collector ? `${collector.firstName}-${collector.lastName}` : undefined,
    ];
    const periods = groupBy === 'day' || groupBy === 'month';
    exportMenu = <ReportExportMenu sheet={sheet} nameParts={nameParts} />;
    body = (
      <>
        <Panel title={t(`reports.chartTitle.${groupBy}`)}>
          <ReportChart
            groups={shown.groups}
            periods={periods}
            axisLabel={periods ? (g) => periodAxisLabel(groupBy, g) : undefined}
          />
          <div className={styles.totals} role="group" aria-label={t('reports.total')}>
            <Body1>
              {t('reports.totalHouseholds', { n: formatNumber(data.total.households) })}
            </Body1>
            <Body1>{t('reports.totalPeople', { n: formatNumber(data.total.people) })}</Body1>
            <Body1>{withoutLocation}</Body1>
          </div>
        </Panel>
        <ReportTable report={data} groupBy={groupBy} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      {/* The command bar: Export beside the filters, as an admin center's list pages have it. */}
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <>
            {phoneFilters.toggle}
            {exportMenu}
          </>
        }
      />
      <ReportFilters
        panel={phoneFilters.panel}
        value={filters.state}
        onChange={filters.set}
        withGroupBy
        extra={
          // A supervisor's reports are their wards already (the server's scope).
          admin && (
            <SupervisorFilter
              value={filters.state.supervisorId}
              onChange={(supervisorId) => filters.set({ supervisorId })}
            />
          )
        }
      />
      {body}
    </div>
  );
}
