import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { UpdateUserBody, User } from '@hr/contracts';

export type UpdateUserRequest = UpdateUserBody;

export async function updateUser(id: string, body: UpdateUserRequest): Promise<User> {
  const { data } = await api.put<User>(`/admin/users/${encodeURIComponent(id)}`, body);
  return data;
}

/** A renamed collector changes the users table and every people row's 'Added By'. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserRequest }) => updateUser(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
      ]),
  });
}
