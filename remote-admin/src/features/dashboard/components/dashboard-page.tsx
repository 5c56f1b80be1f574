import { useCallback, useEffect, useMemo, useState } from 'react';
import { Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import { ErrorState, LoadingState, PageHeader, SearchInput, useDocumentTitle } from '@hr/ui';
import { spacing } from '@hr/ui/theme';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { clearPeopleStore, prefetchPeople } from '../../people/utils/people-store';
import { getUsers } from '../../users/api/get-users';
import { CreateUserForm } from '../../users/components/create-user-form';
import { UsersTable } from '../../users/components/users-table';
import { getStats } from '../api/get-stats';
import { topContributors } from '../utils/top-contributors';
import { StatsCards } from './stats-cards';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(3), minWidth: 0 },
  section: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: spacing(1.5),
    minWidth: 0,
  },
});

// Module-level, so the loader is stable and fetches only on mount and reload.
const loadDashboard = () => Promise.all([getStats(), getUsers()]);

export function DashboardPage() {
  useDocumentTitle('Admin dashboard');
  const styles = useStyles();
  const { data, error, loading, reload } = useRemoteData(loadDashboard);
  const [search, setSearch] = useState('');
  const loaded = data !== undefined;
  useEffect(() => {
    // Once the dashboard is on screen, fetch the big people list ahead of a visit to All People.
    if (!loaded) return;
    const timer = setTimeout(prefetchPeople, 500);
    return () => clearTimeout(timer);
  }, [loaded]);
  // Renaming or deleting a collector changes people records too ('Added By', or the records
  // themselves): drop the kept list so All People never shows it stale, and fetch it ahead again.
  const onUsersChanged = useCallback(async () => {
    clearPeopleStore();
    await reload();
    prefetchPeople();
  }, [reload]);
  const contributors = useMemo(() => (data ? topContributors(data[0], data[1]) : []), [data]);

  const header = (
    <PageHeader
      title="Welcome back"
      subtitle="Monitor user activity and manage your team efficiently."
      actions={
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search users..."
          ariaLabel="Search users"
        />
      }
    />
  );

  if (error && !loading) {
    return (
      <div className={styles.page}>
        {header}
        <ErrorState message={errorMessage(error, 'Failed to load dashboard')} onRetry={reload} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        {header}
        <LoadingState />
      </div>
    );
  }

  const [stats, users] = data;
  return (
    <div className={styles.page}>
      {header}
      <StatsCards
        totalUsers={stats.totalUsers}
        totalPeople={stats.totalPersons}
        contributors={contributors}
      />
      <CreateUserForm onCreated={reload} />
      <section className={styles.section} aria-labelledby="users-title">
        <Subtitle1 as="h2" id="users-title">
          Users
        </Subtitle1>
        <UsersTable users={users} search={search} onChanged={onUsersChanged} />
      </section>
    </div>
  );
}
