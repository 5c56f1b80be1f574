import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

/** The server deletes the user's people with the account. */
export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/admin/users/${encodeURIComponent(id)}`);
}

/** The server deletes the collector's people too: users, counts and people lists all change. */
export function useDeleteUser() {
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
      ]),
  });
}
