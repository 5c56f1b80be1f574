import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { usersQueryOptions } from '@hr/api/query';
import { ErrorState, LoadingState, PageHeader, Panel, useDocumentTitle } from '@hr/ui/page';
import { SearchInput } from '@hr/ui/table';
import { spacing } from '@hr/ui/theme';
import { UsersTable } from '@admin/features/users/components/users-table';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
});

/**
 * /admin/collectors (supervisors): the collectors who report to them, read-only, with what each
 * registered and how much of it the office verified. The server answers a supervisor's
 * GET /admin/users with their collectors only.
 */
export function CollectorsPage() {
  const t = useAdminT();
  useDocumentTitle(t('collectors.title'));
  const styles = useStyles();
  const users = useQuery(usersQueryOptions());
  const [search, setSearch] = useState('');

  let list;
  if (users.isError && !users.data) {
    list = (
      <ErrorState
        message={errorMessage(users.error, t('collectors.loadFailed'))}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (!users.data) {
    list = <LoadingState />;
  } else {
    list = (
      <UsersTable
        users={users.data}
        search={search}
        readOnly
        defaultPageSize={10}
        ariaLabel={t('collectors.tableLabel')}
        emptyMessage={t('collectors.empty')}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('collectors.title')}
        subtitle={t('collectors.subtitle')}
        actions={
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder={t('collectors.searchPlaceholder')}
            ariaLabel={t('collectors.searchLabel')}
          />
        }
      />
      <Panel>{list}</Panel>
    </div>
  );
}
