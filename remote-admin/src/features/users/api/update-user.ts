import { api } from '@hr/api';
import type { Gender, UpdateUserBody, User } from '@hr/contracts';

// See create-user.ts for why `gender` is retyped.
export type UpdateUserRequest = Omit<UpdateUserBody, 'gender'> & { gender?: Gender | null };

export async function updateUser(id: string, body: UpdateUserRequest): Promise<User> {
  const { data } = await api.put<User>(`/admin/users/${encodeURIComponent(id)}`, body);
  return data;
}
