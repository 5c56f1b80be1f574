import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { SignInLocks } from '@hr/contracts';

export async function getSignInLocks(id: string, signal?: AbortSignal): Promise<SignInLocks> {
  const { data } = await api.get<SignInLocks>(`/admin/users/${encodeURIComponent(id)}/sign-in-locks`, { signal });
  return data;
}

/** Whether the collector's sign-in is locked now: read afresh each time the page is shown. */
export const signInLocksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.users.signInLocks(id),
    queryFn: ({ signal }) => getSignInLocks(id, signal),
    staleTime: 0,
  });
