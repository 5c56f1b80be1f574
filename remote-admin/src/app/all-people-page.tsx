import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { Person } from '@hr/contracts';
import { PageHeader, useDocumentTitle, usePhoneFilters } from '@hr/ui/page';
import {
  countText,
  ExportMenu,
  peopleSearchParams,
  SearchInput,
  ServerQueryTable,
  useServerTable,
  type Column,
} from '@hr/ui/table';
import { mediaDown, spacing } from '@hr/ui/theme';
import { searchPeopleQueryOptions } from '@hr/api/query';
import { useOfficeRole } from '@hr/session';
import {
  addedByColumn,
  areaColumn,
  householdColumn,
  nameColumn,
  personId,
  phoneColumn,
  reviewColumn,
  wardColumn,
} from '@admin/features/people/components/person-columns';
import { ReviewFilterSelect } from '@admin/features/people/components/review-filter';
import { useReviewFilter } from '@admin/features/people/hooks/use-review-filter';
import { useBulkReview } from '@admin/features/people/hooks/use-bulk-review';
import { PersonHistory } from '@admin/features/activity/components/person-history';
import { usePersonActions } from '@admin/features/people/hooks/use-person-actions';
import { SupervisorFilter } from '@admin/features/supervisors/components/supervisor-filter';
import { useAdminT } from '@admin/i18n';

// The details dialog shows the person's history from the activity log (another feature).
const personHistory = (personId: string) => <PersonHistory personId={personId} />;

const NO_PEOPLE: Person[] = [];

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: spacing(2), minWidth: 0 },
  // On a phone the search shares its row with the "Filters" button.
  search: { [mediaDown('sm')]: { flex: '1 1 0', width: 'auto', minWidth: 0 } },
  // Beside the search on wider screens; on a phone, under it once "Filters" opens it.
  filters: {
    display: 'contents',
    [mediaDown('sm')]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      flexBasis: '100%',
      gap: spacing(1.5),
    },
  },
});

export function AllPeoplePage() {
  const t = useAdminT();
  useDocumentTitle(t('people.title'));
  const styles = useStyles();
  const table = useServerTable(10);
  const review = useReviewFilter();
  // A supervisor's list is their wards already (the server's scope): the Supervisor filter, and
  // deleting (an admin's), are for admins only.
  const admin = useOfficeRole() !== 'supervisor';
  const [supervisorId, setSupervisorId] = useState('');
  const phoneFilters = usePhoneFilters(
    [review.value !== 'all', supervisorId].filter(Boolean).length,
  );
  const scope = admin && supervisorId ? { supervisorId } : {};
  const people = useQuery(
    searchPeopleQueryOptions({ ...peopleSearchParams(table), ...review.params, ...scope }),
  );
  const actions = usePersonActions(personHistory, { canDelete: admin });
  const bulk = useBulkReview(people.data?.items ?? NO_PEOPLE);
  const columns = useMemo<Column<Person>[]>(
    () => [
      bulk.column,
      nameColumn,
      phoneColumn,
      wardColumn,
      areaColumn,
      householdColumn,
      addedByColumn,
      reviewColumn,
      actions.column,
    ],
    [actions.column, bulk.column],
  );
  const page = people.data;

  const header = (
    <PageHeader
      title={t('people.title')}
      subtitle={
        page
          ? t('people.records', {
              count: page.total,
              total: countText(page.total, page.totalCapped),
            })
          : undefined
      }
      actions={
        <>
          <SearchInput
            className={styles.search}
            value={table.search}
            onChange={table.setSearch}
            placeholder={t('people.searchPlaceholder')}
            ariaLabel={t('people.searchLabel')}
          />
          {phoneFilters.toggle}
          <div
            id={phoneFilters.panel.id}
            className={mergeClasses(styles.filters, phoneFilters.panel.className)}
          >
            <ReviewFilterSelect
              value={review.value}
              onChange={(value) => {
                review.set(value);
                table.setPage(0);
              }}
            />
            {admin && (
              <SupervisorFilter
                orientation="horizontal"
                value={supervisorId}
                onChange={(value) => {
                  setSupervisorId(value);
                  table.setPage(0);
                }}
              />
            )}
            {/* The file holds what the search shows (every page of it). */}
            <ExportMenu role="admin" filters={{ q: table.query, ...review.params, ...scope }} />
          </div>
        </>
      }
    />
  );

  return (
    <div className={styles.page}>
      {header}
      {bulk.toolbar}
      <ServerQueryTable
        query={people}
        errorFallback={t('people.loadFailed')}
        focusFallbackRef={actions.fallbackRef}
        ariaLabel={t('people.tableLabel')}
        state={table}
        columns={columns}
        getRowId={personId}
        emptyMessage={t('people.noMatches')}
      />
      {actions.dialogs}
      {bulk.dialogs}
    </div>
  );
}
