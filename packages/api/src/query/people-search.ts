import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPeopleSearchQuery, PeoplePage, UserPeopleSearchQuery } from '@hr/contracts';
import { api } from '../client';
import { queryKeys } from './query-keys';

// The admin and the collector search the same way (one page, sort, search text); only the
// route and who is searched differ: the server narrows /user/... to the token's own people.

/** One page of people matching a search: All People, or one collector's (`createdBy`). */
export async function searchPeople(
  params: AdminPeopleSearchQuery,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const { data } = await api.get<PeoplePage>('/admin/people/search', { params, signal });
  return data;
}

/** One page of the signed-in collector's own people. */
export async function searchMyPeople(
  params: UserPeopleSearchQuery,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const { data } = await api.get<PeoplePage>('/user/people/search', { params, signal });
  return data;
}

/**
 * Each search, sort and page is its own entry, so an older answer lands in its own entry and
 * never on screen over a newer one; the previous page stays visible while the next loads.
 */
function pageQuery<P>(
  queryKey: readonly unknown[],
  search: (params: P, signal?: AbortSignal) => Promise<PeoplePage>,
  params: P,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => search(params, signal),
    placeholderData: keepPreviousData,
  });
}

export const searchPeopleQueryOptions = (params: AdminPeopleSearchQuery) =>
  pageQuery(queryKeys.people.adminSearch(params), searchPeople, params);

export const searchMyPeopleQueryOptions = (params: UserPeopleSearchQuery) =>
  pageQuery(queryKeys.people.mineSearch(params), searchMyPeople, params);
