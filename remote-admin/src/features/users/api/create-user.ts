import { api } from '@hr/api';
import type { CreateUserBody, Gender, User } from '@hr/contracts';

// The contract's static `gender` type collapses to null (TypeBox cannot infer a union built
// with .map), so the literal union is restored here.
export type CreateUserRequest = Omit<CreateUserBody, 'gender'> & { gender?: Gender | null };

export async function createUser(body: CreateUserRequest): Promise<User> {
  const { data } = await api.post<User>('/admin/users', body);
  return data;
}
