import { api } from '@hr/api';
import type { Person } from '@hr/contracts';

/** The signed-in collector's own people (the server filters by the token's user). */
export async function getMyPeople(): Promise<Person[]> {
  const { data } = await api.get<Person[]>('/user/people');
  return data;
}
