import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { CreatePersonBody, Person } from '@hr/contracts';

/** POST /user/people; the server consumes the phone's verification, so this succeeds once. */
export async function createPerson(body: CreatePersonBody): Promise<Person> {
  const { data } = await api.post<Person>('/user/people', body);
  // The collector's people lists are out of date now (none is on screen during the wizard).
  void queryClient.invalidateQueries({ queryKey: queryKeys.people.all });
  return data;
}
