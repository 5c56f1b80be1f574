import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { User } from '@hr/contracts';

export async function getUsers(): Promise<User[]> {
  const { data } = await api.get<User[]>('/admin/users');
  return data;
}

/** Every collector with their 'People added' count: the dashboard table and the user page. */
export const usersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.all, queryFn: getUsers });
