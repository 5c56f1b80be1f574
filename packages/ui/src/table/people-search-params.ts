import type { PeopleSortKey, UserPeopleSearchQuery } from '@hr/contracts';
import type { ServerTableState } from './use-server-table';
import { formatNumber } from '@hr/i18n';

/** The people tables' sortable columns (by column id) and the server's sort key for each. */
export const PEOPLE_SORT_BY_COLUMN: Readonly<Record<string, PeopleSortKey>> = {
  name: 'name',
  phone: 'phone',
  ward: 'wardNo',
};

/**
 * The query of `GET .../people/search` for a table's state. Fields at their default are left out,
 * so equal states give equal query keys. Without a sort the server's default applies: newest
 * first, the order the tables always started in.
 */
export function peopleSearchParams(state: ServerTableState): UserPeopleSearchQuery {
  const params: UserPeopleSearchQuery = { page: state.page + 1, pageSize: state.pageSize };
  if (state.query) params.q = state.query;
  const sort = state.sort && PEOPLE_SORT_BY_COLUMN[state.sort.columnId];
  if (sort) {
    params.sort = sort;
    params.dir = state.sort!.direction === 'ascending' ? 'asc' : 'desc';
  }
  return params;
}

/** A total for 'N records' in the active language ('2,000'); '10,000+' when the server stopped counting. */
export function countText(total: number, capped = false): string {
  return capped ? `${formatNumber(total)}+` : formatNumber(total);
}
