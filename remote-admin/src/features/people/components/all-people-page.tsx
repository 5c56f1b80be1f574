import { useMemo, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { errorMessage } from '@hr/api';
import {
  DataTable,
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
import { cachedPeople, fetchPeople } from '../utils/people-store';
import { rowId, rowSearch, toAdminRows, type PersonRow } from '../utils/person-rows';
import {
  addedByColumn,
  areaColumn,
  householdColumn,
  nameColumn,
  phoneColumn,
  wardColumn,
} from './person-columns';
import { usePersonActions } from './use-person-actions';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
});

export function AllPeoplePage() {
  useDocumentTitle('All People');
  const styles = useStyles();
  const { data: people, error, loading, reload } = useRemoteData(fetchPeople, cachedPeople);
  const [search, setSearch] = useState('');
  const actions = usePersonActions(reload);
  // Derived once per fetched list, not per keystroke: see PersonRow.
  const rows = useMemo(() => (people ? toAdminRows(people) : []), [people]);
  const columns = useMemo<Column<PersonRow>[]>(
    () => [
      nameColumn,
      phoneColumn,
      wardColumn,
      areaColumn,
      householdColumn,
      addedByColumn,
      actions.column,
    ],
    [actions.column],
  );

  const header = (
    <PageHeader
      title="All People"
      subtitle={people ? `${people.length} records` : undefined}
      actions={
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search by name, phone, ward..."
          ariaLabel="Search people"
        />
      }
    />
  );

  let body;
  if (error && !loading) {
    body = <ErrorState message={errorMessage(error, 'Failed to load people')} onRetry={reload} />;
  } else if (!people) {
    body = <LoadingState />;
  } else {
    body = (
      <FocusFallback ref={actions.fallbackRef}>
        <DataTable
          ariaLabel="All people"
          items={rows}
          columns={columns}
          getRowId={rowId}
          search={search}
          searchText={rowSearch}
          defaultPageSize={10}
          emptyMessage="No matching records found."
        />
      </FocusFallback>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {body}
      {actions.dialogs}
    </div>
  );
}
