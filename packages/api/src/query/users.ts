import { queryOptions } from '@tanstack/react-query';
import type { User } from '@hr/contracts';
import { api } from '../client';
import { queryKeys } from './query-keys';

/** GET /admin/users (admin only). */
export async function getUsers(): Promise<User[]> {
  const { data } = await api.get<User[]>('/admin/users');
  return data;
}

/**
 * Every collector with their 'People added' count: the dashboard table, the user page and the
 * activity log's collector filter (two features of remote-admin, hence here).
 */
export const usersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.all, queryFn: getUsers });
