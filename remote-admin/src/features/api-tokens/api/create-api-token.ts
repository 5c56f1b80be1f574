import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { CreateApiTokenBody, CreatedApiToken } from '@hr/contracts';

export async function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  const { data } = await api.post<CreatedApiToken>('/admin/api-tokens', body);
  return data;
}

/**
 * A new token: the list and the activity log (`api_token.created`) change. The answer, the
 * only one carrying the secret, goes to the caller and is never put in the query cache.
 */
export function useCreateApiToken() {
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]),
  });
}
