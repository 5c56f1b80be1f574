import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { ErrorState, LoadingState, PageHeader, useDocumentTitle } from '@hr/ui/page';
import { SearchInput } from '@hr/ui/table';
import { spacing } from '@hr/ui/theme';
import { usersQueryOptions } from '@hr/api/query';
import { useOfficeRole } from '@hr/session';
import { CreateUserForm } from '@admin/features/users/components/create-user-form';
import { UsersTable } from '@admin/features/users/components/users-table';
import { statsQueryOptions } from '@admin/features/dashboard/api/get-stats';
import { topContributors } from '@admin/features/dashboard/utils/top-contributors';
import { StatsCards } from '@admin/features/dashboard/components/stats-cards';
import { RegistrationsCard } from '@admin/features/dashboard/components/registrations-card';
import { HouseholdsByWardCard } from '@admin/features/reports/components/households-by-ward-card';
import { useAdminT } from '@admin/i18n';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(3), minWidth: 0 },
  section: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(1.5),
    minWidth: 0,
  },
});

export function DashboardPage() {
  const t = useAdminT();
  useDocumentTitle(t('dashboard.documentTitle'));
  const styles = useStyles();
  // A supervisor sees their wards' counts and their collectors (the server scopes both), but
  // creating, editing and deleting collectors are an admin's.
  const admin = useOfficeRole() !== 'supervisor';
  const stats = useQuery(statsQueryOptions());
  const users = useQuery(usersQueryOptions());
  const [search, setSearch] = useState('');
  // No prefetch of All People any more: its first page is one small request, not the whole list.
  const contributors = useMemo(
    () => (stats.data && users.data ? topContributors(stats.data, users.data) : []),
    [stats.data, users.data],
  );
  const failed = stats.isError || users.isError;
  const fetching = stats.isFetching || users.isFetching;
  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (users.isError) void users.refetch();
  };

  const header = (
    <PageHeader
      title={t('dashboard.title')}
      subtitle={t('dashboard.subtitle')}
      actions={
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder={t('dashboard.searchUsers')}
          ariaLabel={t('dashboard.searchUsersLabel')}
        />
      }
    />
  );

  if (failed && !fetching) {
    const error = stats.error ?? users.error;
    return (
      <div className={styles.page}>
        {header}
        <ErrorState message={errorMessage(error, t('dashboard.loadFailed'))} onRetry={retry} />
      </div>
    );
  }
  // The counts are what the dashboard is for: on each visit it waits for fresh ones instead of
  // showing the cached numbers (a collector may have added people meanwhile). Later refetches
  // (after a change made here) keep the table on screen.
  if (!stats.data || !users.data || !stats.isFetchedAfterMount || !users.isFetchedAfterMount) {
    return (
      <div className={styles.page}>
        {header}
        <LoadingState />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <StatsCards
        totalUsers={stats.data.totalUsers}
        totalPeople={stats.data.totalPersons}
        contributors={contributors}
        review={stats.data.review}
      />
      {admin && <CreateUserForm defaultOpen={users.data.length === 0} />}
      <section className={styles.section} aria-labelledby="users-title">
        <Subtitle1 as="h2" id="users-title">
          {t('dashboard.users')}
        </Subtitle1>
        <UsersTable users={users.data} search={search} readOnly={!admin} />
      </section>
      {/* Under the users table: the table is the dashboard's daily work and fits the first screen. */}
      <RegistrationsCard days={stats.data.registrationsByDay} />
      <HouseholdsByWardCard />
    </div>
  );
}
