import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { Person } from '@hr/contracts';

export async function getPerson(id: string): Promise<Person> {
  const { data } = await api.get<Person>(`/user/people/${encodeURIComponent(id)}`);
  return data;
}

/** One of the collector's own people, for the edit page. */
export const myPersonQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.people.mine(id), queryFn: () => getPerson(id) });
