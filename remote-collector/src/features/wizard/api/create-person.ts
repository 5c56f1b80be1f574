import { api } from '@hr/api';
import type { CreatePersonBody, Person } from '@hr/contracts';

/** POST /user/people; the server consumes the phone's verification, so this succeeds once. */
export async function createPerson(body: CreatePersonBody): Promise<Person> {
  const { data } = await api.post<Person>('/user/people', body);
  return data;
}
