import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { AdminPeopleSearchQuery, PeoplePage } from '@hr/contracts';

/** One page of people matching a search: All People, or one collector's (`createdBy`). */
export async function searchPeople(
  params: AdminPeopleSearchQuery,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const { data } = await api.get<PeoplePage>('/admin/people/search', { params, signal });
  return data;
}

/**
 * Each search, sort and page is its own entry, so an older answer lands in its own entry and
 * never on screen over a newer one; the previous page stays visible while the next loads.
 */
export const searchPeopleQueryOptions = (params: AdminPeopleSearchQuery) =>
  queryOptions({
    queryKey: queryKeys.people.adminSearch(params),
    queryFn: ({ signal }) => searchPeople(params, signal),
    placeholderData: keepPreviousData,
  });
