import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { ErrorState, LoadingState, PageHeader, useDocumentTitle } from '@hr/ui/page';
import { SearchInput } from '@hr/ui/table';
import { spacing } from '@hr/ui/theme';
import { sidebarCountQueryOptions, usersQueryOptions } from '@hr/api/query';
import { useOfficeRole } from '@hr/session';
import { CreateUserForm } from '@admin/features/users/components/create-user-form';
import { UsersTable } from '@admin/features/users/components/users-table';
import { statsQueryOptions } from '@admin/features/dashboard/api/get-stats';
import { topContributors } from '@admin/features/dashboard/utils/top-contributors';
import { StatsCards } from '@admin/features/dashboard/components/stats-cards';
import { RegistrationsCard } from '@admin/features/dashboard/components/registrations-card';
import { HouseholdsByWardCard } from '@admin/features/reports/components/households-by-ward-card';
import { OPEN_PAIRS_COUNT } from '@admin/features/duplicates/utils/open-pairs-count';
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
  // The sidebar's number of open duplicate pairs (one query entry for both).
  const duplicates = useQuery(sidebarCountQueryOptions(OPEN_PAIRS_COUNT));
  const [search, setSearch] = useState('');
  useRefetchOnRevisit(() => {
    void stats.refetch();
    void users.refetch();
  });
  // No prefetch of All People any more: its first page is one small request, not the whole list.
  const contributors = useMemo(
    () => (stats.data && users.data ? topContributors(stats.data, users.data) : []),
    [stats.data, users.data],
  );
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
  const failure = (query: { isError: boolean; isFetching: boolean; error: unknown }) =>
    query.isError && !query.isFetching;
  const loadFailed = (error: unknown, retry: () => void) => (
    <ErrorState message={errorMessage(error, t('dashboard.loadFailed'))} onRetry={retry} />
  );

  // Both calls refused (signed out, the server down): one message for the page.
  if (failure(stats) && failure(users)) {
    return (
      <div className={styles.page}>
        {header}
        {loadFailed(stats.error, () => {
          void stats.refetch();
          void users.refetch();
        })}
      </div>
    );
  }
  // The counts are what the dashboard is for: on each visit they wait for fresh ones instead of
  // showing the cached numbers (a collector may have added people meanwhile), and so does the
  // users table; later refetches (after a change made here) keep both on screen. Each part shows
  // as soon as its own call answers: the cards wait neither for the users table nor the chart.
  const statsReady = stats.data && stats.isFetchedAfterMount ? stats.data : undefined;
  const usersReady = users.data && users.isFetchedAfterMount ? users.data : undefined;
  let cards;
  if (failure(stats)) cards = loadFailed(stats.error, () => void stats.refetch());
  else if (!statsReady) cards = <LoadingState />;
  else {
    cards = (
      <StatsCards
        totalUsers={statsReady.totalUsers}
        households={statsReady.totalPersons}
        people={statsReady.totalPeople}
        contributors={usersReady && contributors}
        review={statsReady.review}
        duplicates={duplicates.data}
      />
    );
  }
  let usersPart;
  if (failure(users)) usersPart = loadFailed(users.error, () => void users.refetch());
  else if (!usersReady) usersPart = <LoadingState />;
  else usersPart = <UsersTable users={usersReady} search={search} readOnly={!admin} />;

  return (
    <div className={styles.page}>
      {header}
      {cards}
      {admin && usersReady && <CreateUserForm defaultOpen={usersReady.length === 0} />}
      <section className={styles.section} aria-labelledby="users-title">
        <Subtitle1 as="h2" id="users-title">
          {t('dashboard.users')}
        </Subtitle1>
        {usersPart}
      </section>
      {/* Under the users table: the table is the dashboard's daily work and fits the first screen. */}
      {statsReady && <RegistrationsCard days={statsReady.registrationsByDay} />}
      <HouseholdsByWardCard />
    </div>
  );
}

/**
 * A page the user leaves and comes back to before the next page's code has loaded is never
 * unmounted (the router keeps it on screen during the navigation's transition), so mounting
 * does not refresh it. Each navigation to it has its own location key: a new key is a visit.
 */
function useRefetchOnRevisit(refetch: () => void) {
  const { key } = useLocation();
  const seen = useRef(key);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current();
  }, [key]);
}
