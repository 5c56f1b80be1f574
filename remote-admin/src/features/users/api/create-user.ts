import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { CreateUserBody, User } from '@hr/contracts';

export type CreateUserRequest = CreateUserBody;

export async function createUser(body: CreateUserRequest): Promise<User> {
  const { data } = await api.post<User>('/admin/users', body);
  return data;
}

/** A new collector: the users table and the Total Users card change, no people do. */
export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats.all }),
      ]),
  });
}
