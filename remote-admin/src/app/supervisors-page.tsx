import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { supervisorsQueryOptions } from '@hr/api/query';
import { ErrorState, LoadingState, PageHeader, Panel, useDocumentTitle } from '@hr/ui/page';
import { spacing } from '@hr/ui/theme';
import { SupervisorDialog } from '@admin/features/supervisors/components/supervisor-dialog';
import { SupervisorsTable } from '@admin/features/supervisors/components/supervisors-table';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  add: { minHeight: '40px' },
});

/** /admin/supervisors (admins only): the office accounts that work within their wards. */
export function SupervisorsPage() {
  const t = useAdminT();
  useDocumentTitle(t('supervisors.title'));
  const styles = useStyles();
  const supervisors = useQuery(supervisorsQueryOptions());
  const [adding, setAdding] = useState(false);

  let list;
  if (supervisors.isError && !supervisors.data) {
    list = (
      <ErrorState
        message={errorMessage(supervisors.error, t('supervisors.loadFailed'))}
        onRetry={() => void supervisors.refetch()}
      />
    );
  } else if (!supervisors.data) {
    list = <LoadingState />;
  } else {
    list = <SupervisorsTable supervisors={supervisors.data} />;
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('supervisors.title')}
        subtitle={t('supervisors.subtitle')}
        actions={
          <Button
            appearance="primary"
            className={styles.add}
            icon={<AddRegular />}
            onClick={() => setAdding(true)}
          >
            {t('supervisors.add')}
          </Button>
        }
      />
      <Panel>{list}</Panel>
      {adding && <SupervisorDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
