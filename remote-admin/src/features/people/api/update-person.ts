import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { AdminUpdatePersonBody, Person } from '@hr/contracts';

export async function updatePerson(id: string, body: AdminUpdatePersonBody): Promise<Person> {
  const { data } = await api.put<Person>(`/admin/people/${encodeURIComponent(id)}`, body);
  return data;
}

/**
 * An edit changes people records only (not counts). Every people entry goes stale; only those on
 * screen fetch again now, and the mutation resolves once they are in.
 */
export function useUpdatePerson() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUpdatePersonBody }) =>
      updatePerson(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
  });
}
