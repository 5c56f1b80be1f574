import { useQuery } from '@tanstack/react-query';
import { Link } from '@fluentui/react-link';
import { makeStyles } from '@griffel/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@hr/api';
import { formatDigits, formatNumber } from '@hr/i18n';
import { ErrorState, Panel } from '@hr/ui/page';
import { PlainTable, type Column } from '@hr/ui/table';
import type { ReportGroup } from '@hr/contracts';
import { reportQueryOptions } from '../api/get-report';
import { useAdminT } from '@admin/i18n';

const TOP = 5;
const useStyles = makeStyles({
  // The card fills in after the page's own data: a quiet box rather than a second spinner.
  placeholder: { minHeight: '120px' },
});

/** The dashboard's "Households by ward": the five wards with most households, and a way on. */
export function HouseholdsByWardCard() {
  const t = useAdminT();
  const styles = useStyles();
  const navigate = useNavigate();
  const report = useQuery(reportQueryOptions({ groupBy: 'ward' }));
  const columns: Column<ReportGroup>[] = [
    {
      id: 'ward',
      header: t('reports.groupBy.ward'),
      render: (g) => formatDigits(g.label),
      card: 'title',
    },
    {
      id: 'households',
      header: t('reports.households'),
      render: (g) => formatNumber(g.households),
      align: 'end',
      cardLabel: t('reports.households'),
    },
    {
      id: 'people',
      header: t('reports.people'),
      render: (g) => formatNumber(g.people),
      align: 'end',
      cardLabel: t('reports.people'),
    },
  ];
  let body;
  if (report.isError && !report.data) {
    body = (
      <ErrorState
        message={errorMessage(report.error, t('reports.loadFailed'))}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (!report.data) {
    body = <div className={styles.placeholder} aria-busy="true" />;
  } else {
    body = (
      <PlainTable
        items={report.data.groups.slice(0, TOP)}
        columns={columns}
        getRowId={(g) => g.key}
        ariaLabel={t('reports.byWard')}
        emptyMessage={t('reports.empty')}
        cards
      />
    );
  }
  const href = '/admin/reports';
  return (
    <Panel title={t('reports.byWard')}>
      {body}
      <Link
        href={href}
        onClick={(event) => {
          event.preventDefault();
          void navigate(href);
        }}
      >
        {t('reports.seeAll')}
      </Link>
    </Panel>
  );
}
