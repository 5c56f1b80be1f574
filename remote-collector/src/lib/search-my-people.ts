import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { PeoplePage, UserPeopleSearchQuery } from '@hr/contracts';

/** One page of the signed-in collector's own people (the server filters by the token's user). */
export async function searchMyPeople(
  params: UserPeopleSearchQuery,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const { data } = await api.get<PeoplePage>('/user/people/search', { params, signal });
  return data;
}

/**
 * Each search, sort and page is its own entry, so an older answer never lands on screen over a
 * newer one; the previous page stays visible while the next loads.
 */
export const searchMyPeopleQueryOptions = (params: UserPeopleSearchQuery) =>
  queryOptions({
    queryKey: queryKeys.people.mineSearch(params),
    queryFn: ({ signal }) => searchMyPeople(params, signal),
    placeholderData: keepPreviousData,
  });
