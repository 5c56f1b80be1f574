import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

export async function revokeApiToken(id: string): Promise<void> {
  await api.delete(`/admin/api-tokens/${encodeURIComponent(id)}`);
}

/** The token stops working at once: the list and the activity log (`api_token.revoked`) change. */
export function useRevokeApiToken() {
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
      ]),
  });
}
