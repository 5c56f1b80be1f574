import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Panel } from '../../../components/panel';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  SearchInput,
  useDocumentTitle,
  type Column,
} from '@hr/ui';
import { spacing } from '@hr/ui/theme';
import { FocusFallback } from '../../../components/focus-fallback';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { fetchPeople } from '../../people/utils/people-store';
import {
  areaColumn,
  nameColumn,
  phoneColumn,
  wardColumn,
} from '../../people/components/person-columns';
import { usePersonActions } from '../../people/components/use-person-actions';
import { rowId, rowSearch, toUserRows, type PersonRow } from '../../people/utils/person-rows';
import { getUsers } from '../api/get-users';
import { fullName } from '../utils/user-form';

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
});

// No dedicated call (spec section 7): the page reads both lists and joins them here.
const loadUsersAndPeople = (fresh: boolean) => Promise.all([getUsers(), fetchPeople(fresh)]);

export function UserDetailPage() {
  const styles = useStyles();
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, error, loading, reload } = useRemoteData(loadUsersAndPeople);
  const [search, setSearch] = useState('');
  const actions = usePersonActions(reload);

  const user = useMemo(() => data?.[0].find((u) => u.id === id), [data, id]);
  const rows = useMemo(
    () =>
      data && user ? toUserRows(data[1].filter((p) => p.createdBy?.phone === user.phone)) : [],
    [data, user],
  );
  const columns = useMemo<Column<PersonRow>[]>(
    () => [nameColumn, phoneColumn, wardColumn, areaColumn, actions.column],
    [actions.column],
  );
  useDocumentTitle(user ? fullName(user) : 'User details');

  const back = (
    <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/admin/dashboard')}>
      Back
    </Button>
  );

  if (error && !loading) {
    return (
      <div className={styles.page}>
        <PageHeader title="User details" actions={back} />
        <ErrorState message={errorMessage(error, 'Failed to load data')} onRetry={reload} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <PageHeader title="User details" actions={back} />
        <LoadingState />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.page}>
        <PageHeader title="User details" actions={back} />
        <EmptyState message="User not found." />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={fullName(user)} actions={back} />
      <Panel className={styles.contact} role="group" aria-label="Contact">
        <Body1>
          <span className={styles.label}>Phone: </span>
          {user.phone}
        </Body1>
        <Body1>
          <span className={styles.label}>Email: </span>
          {user.email || '—'}
        </Body1>
      </Panel>
      <section className={styles.page} aria-labelledby="people-added-title">
        <div className={styles.tableHeader}>
          <Subtitle1 as="h2" id="people-added-title">
            People Added
          </Subtitle1>
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder="Search people..."
            ariaLabel="Search people"
          />
        </div>
        <FocusFallback ref={actions.fallbackRef}>
          <DataTable
            ariaLabel="People added"
            items={rows}
            columns={columns}
            getRowId={rowId}
            search={search}
            searchText={rowSearch}
            defaultPageSize={10}
            emptyMessage="No people found."
          />
        </FocusFallback>
      </section>
      {actions.dialogs}
    </div>
  );
}
