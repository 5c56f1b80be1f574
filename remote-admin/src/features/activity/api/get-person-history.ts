import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { AuditEventList, Person } from '@hr/contracts';

/** The admin's read of one record; the server logs it as `person.viewed`. */
export async function viewPerson(id: string, signal?: AbortSignal): Promise<Person> {
  const { data } = await api.get<Person>(`/admin/people/${encodeURIComponent(id)}`, { signal });
  return data;
}

export async function getPersonHistory(id: string, signal?: AbortSignal): Promise<AuditEventList> {
  const url = `/admin/people/${encodeURIComponent(id)}/history`;
  const { data } = await api.get<AuditEventList>(url, { signal });
  return data;
}

/**
 * Opening a person's details is a view: it is recorded first, then the history is read, so the
 * list ends with this very look. The view is never answered from cache (every opening counts).
 * `viewed`: the page read the record itself (GET /admin/people/:id, the Map's details), which
 * recorded the view already; the history alone is read, so one opening is one view.
 */
export const personHistoryQueryOptions = (id: string, { viewed = false } = {}) =>
  queryOptions({
    queryKey: queryKeys.audit.history('person', id),
    queryFn: async ({ signal }) => {
      if (!viewed) await viewPerson(id, signal);
      return (await getPersonHistory(id, signal)).items;
    },
    gcTime: 0,
  });
