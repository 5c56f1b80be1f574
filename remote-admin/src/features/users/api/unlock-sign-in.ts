import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

/** Clears the collector's sign-in locks from every address, and the wait after many failures. */
export async function unlockSignIn(id: string): Promise<void> {
  await api.post(`/admin/users/${encodeURIComponent(id)}/unlock-sign-in`);
}

export function useUnlockSignIn() {
  return useMutation({
    mutationFn: unlockSignIn,
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: queryKeys.users.signInLocks(id) }),
  });
}
