import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

export async function deletePerson(id: string): Promise<void> {
  await api.delete(`/user/people/${encodeURIComponent(id)}`);
}

/** Every people entry goes stale; only the page on screen fetches again now. */
export function useDeletePerson() {
  return useMutation({
    mutationFn: deletePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
  });
}
