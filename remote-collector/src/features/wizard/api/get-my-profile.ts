import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { Profile } from '@hr/contracts';

/** GET /user/me: the signed-in collector as the office set them up now (their assigned wards). */
export async function getMyProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await api.get<Profile>('/user/me', { signal });
  return data;
}

/**
 * Read once per visit of the wizard: the office may have changed the collector's wards since
 * they signed in. While it loads (or offline) the wards of the sign-in serve (the caller's).
 */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.all,
    queryFn: ({ signal }) => getMyProfile(signal),
    staleTime: 0,
    retry: false,
  });
