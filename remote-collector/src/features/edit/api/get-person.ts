import { api } from '@hr/api';
import type { Person } from '@hr/contracts';

export async function getPerson(id: string): Promise<Person> {
  const { data } = await api.get<Person>(`/user/people/${encodeURIComponent(id)}`);
  return data;
}
