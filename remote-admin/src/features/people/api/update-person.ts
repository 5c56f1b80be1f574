import { api } from '@hr/api';
import type { AdminUpdatePersonBody, Person } from '@hr/contracts';

export async function updatePerson(id: string, body: AdminUpdatePersonBody): Promise<Person> {
  const { data } = await api.put<Person>(`/admin/people/${encodeURIComponent(id)}`, body);
  return data;
}
