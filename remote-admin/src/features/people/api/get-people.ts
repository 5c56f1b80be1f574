import { api } from '@hr/api';
import type { Person } from '@hr/contracts';

/** Every person record: the admin screens search, sort and page them on the client. */
export async function getPeople(): Promise<Person[]> {
  const { data } = await api.get<Person[]>('/admin/people');
  return data;
}
