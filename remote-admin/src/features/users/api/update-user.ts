import { api } from '@hr/api';
import type { UpdateUserBody, User } from '@hr/contracts';

export type UpdateUserRequest = UpdateUserBody;

export async function updateUser(id: string, body: UpdateUserRequest): Promise<User> {
  const { data } = await api.put<User>(`/admin/users/${encodeURIComponent(id)}`, body);
  return data;
}
