import { queryOptions } from '@tanstack/react-query';
import type { Supervisor } from '@hr/contracts';
import { api } from '../client';
import { queryKeys } from './query-keys';

/** GET /admin/supervisors (admins only). */
export async function getSupervisors(signal?: AbortSignal): Promise<Supervisor[]> {
  const { data } = await api.get<Supervisor[]>('/admin/supervisors', { signal });
  return data;
}

/**
 * Every supervisor with their wards: the Supervisors page, the collector form's Supervisor choice
 * and the Supervisor filter of All People, Reports and Map (three features of remote-admin).
 */
export const supervisorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.supervisors.all,
    queryFn: ({ signal }) => getSupervisors(signal),
  });
