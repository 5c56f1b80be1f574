import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { ApiToken } from '@hr/contracts';

export async function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  const { data } = await api.get<ApiToken[]>('/admin/api-tokens', { signal });
  return data;
}

/** Every token, newest first, without its secret (the server never sends it again). */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.apiTokens.all,
    queryFn: ({ signal }) => getApiTokens(signal),
  });
