import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { Person, UserUpdatePersonBody } from '@hr/contracts';

export async function updatePerson(id: string, body: UserUpdatePersonBody): Promise<Person> {
  const { data } = await api.put<Person>(`/user/people/${encodeURIComponent(id)}`, body);
  return data;
}

/** Every people entry goes stale (nothing of it is on screen: the page leaves for My People). */
export function useUpdatePerson() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserUpdatePersonBody }) =>
      updatePerson(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
  });
}
