import { api } from '@hr/api';
import type { Person, UserUpdatePersonBody } from '@hr/contracts';

export async function updatePerson(id: string, body: UserUpdatePersonBody): Promise<Person> {
  const { data } = await api.put<Person>(`/user/people/${encodeURIComponent(id)}`, body);
  return data;
}
