import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

export async function deletePerson(id: string): Promise<void> {
  await api.delete(`/admin/people/${encodeURIComponent(id)}`);
}

/**
 * A delete changes the people lists and the counts (stats, each user's 'People added'). Only
 * what is on screen fetches again now; the mutation resolves once it is in.
 */
export function useDeletePerson() {
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
      ]),
  });
}
