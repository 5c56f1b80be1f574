import { api } from '@hr/api';
import type { CreateUserBody, User } from '@hr/contracts';

export type CreateUserRequest = CreateUserBody;

export async function createUser(body: CreateUserRequest): Promise<User> {
  const { data } = await api.post<User>('/admin/users', body);
  return data;
}
