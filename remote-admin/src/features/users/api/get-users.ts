import { api } from '@hr/api';
import type { User } from '@hr/contracts';

export async function getUsers(): Promise<User[]> {
  const { data } = await api.get<User[]>('/admin/users');
  return data;
}
