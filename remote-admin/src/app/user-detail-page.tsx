import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import type { Person } from '@hr/contracts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Panel,
  PageHeader,
  useDocumentTitle,
} from '@hr/ui/page';
import {
  ExportMenu,
  peopleSearchParams,
  SearchInput,
  ServerQueryTable,
  useServerTable,
  type Column,
} from '@hr/ui/table';
import { PhoneText } from '@hr/ui/phone';
import { mediaDown, spacing } from '@hr/ui/theme';
import { searchPeopleQueryOptions, usersQueryOptions } from '@hr/api/query';
import {
  areaColumn,
  nameColumn,
  personId,
  phoneColumn,
  wardColumn,
} from '@admin/features/people/components/person-columns';
import { PersonHistory } from '@admin/features/activity/components/person-history';
import { usePersonActions } from '@admin/features/people/hooks/use-person-actions';
import { SignInPanel } from '@admin/features/users/components/sign-in-panel';
import { fullName } from '@admin/features/users/utils/user-form';
import { useAdminT } from '@admin/i18n';

// The details dialog shows the person's history from the activity log (another feature).
const personHistory = (personId: string) => <PersonHistory personId={personId} />;

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  contact: { display: 'grid', gap: spacing(0.5) },
  label: { color: tokens.colorNeutralForeground3 },
  tableHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing(1),
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: spacing(1),
    // On a phone a line of its own, and no wider than the screen (the search box shrinks to it).
    minWidth: 0,
    [mediaDown('sm')]: { flexBasis: '100%' },
  },
});

export function UserDetailPage() {
  const styles = useStyles();
  const { id } = useParams();
  const navigate = useNavigate();
  // The user comes from the users list (no call for one user); the dashboard has usually just
  // loaded it, so it shows at once and refreshes in the background.
  const users = useQuery(usersQueryOptions());
  const user = useMemo(() => users.data?.find((u) => u.id === id), [users.data, id]);
  const table = useServerTable(10);
  // Their people by creator id on the server (the spec matched the creator's phone on the client).
  const people = useQuery({
    ...searchPeopleQueryOptions({ ...peopleSearchParams(table), createdBy: user?.id }),
    enabled: user !== undefined,
  });
  const actions = usePersonActions(personHistory);
  const columns = useMemo<Column<Person>[]>(
    () => [nameColumn, phoneColumn, wardColumn, areaColumn, actions.column],
    [actions.column],
  );
  const t = useAdminT();
  useDocumentTitle(user ? fullName(user) : t('userDetail.title'));

  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/admin/dashboard')}>
      {t('userDetail.back')}
    </Button>
  );

  if (users.isError && !users.isFetching) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('userDetail.title')} actions={back} />
        <ErrorState
          message={errorMessage(users.error, t('userDetail.loadFailed'))}
          onRetry={() => void users.refetch()}
        />
      </div>
    );
  }
  if (!users.data) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('userDetail.title')} actions={back} />
        <LoadingState />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('userDetail.title')} actions={back} />
        <EmptyState message={t('userDetail.notFound')} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={fullName(user)} actions={back} />
      <Panel className={styles.contact} role="group" aria-label={t('userDetail.contact')}>
        <Body1>
          <span className={styles.label}>{t('userDetail.phone')}</span>
          <PhoneText value={user.phone} />
        </Body1>
        <Body1>
          <span className={styles.label}>{t('userDetail.email')}</span>
          {user.email || '—'}
        </Body1>
      </Panel>
      <SignInPanel userId={user.id} />
      <section className={styles.page} aria-labelledby="people-added-title">
        <div className={styles.tableHeader}>
          <Subtitle1 as="h2" id="people-added-title">
            {t('userDetail.peopleAdded')}
          </Subtitle1>
          <div className={styles.toolbar}>
            <SearchInput
              value={table.search}
              onChange={table.setSearch}
              placeholder={t('userDetail.searchPlaceholder')}
              ariaLabel={t('userDetail.searchLabel')}
            />
            {/* This collector's people, as far as the search narrows them. */}
            <ExportMenu role="admin" filters={{ q: table.query, createdBy: user.id }} />
          </div>
        </div>
        <ServerQueryTable
          query={people}
          errorFallback={t('userDetail.loadFailed')}
          focusFallbackRef={actions.fallbackRef}
          ariaLabel={t('userDetail.tableLabel')}
          state={table}
          columns={columns}
          getRowId={personId}
          emptyMessage={t('userDetail.empty')}
        />
      </section>
      {actions.dialogs}
    </div>
  );
}
