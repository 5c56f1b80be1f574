import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import type { DuplicateMatches, DuplicateSearchBody } from '@hr/contracts';

/** POST /user/people/duplicates: another collector's matches come masked and without an id. */
export async function findDuplicates(body: DuplicateSearchBody): Promise<DuplicateMatches> {
  const { data } = await api.post<DuplicateMatches>('/user/people/duplicates', body);
  return data;
}

/** A read that is asked for on save (a mutation: it runs on demand, nothing is cached). */
export function useFindDuplicates() {
  return useMutation({ mutationFn: findDuplicates });
}
