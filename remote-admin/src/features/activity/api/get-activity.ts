import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { AuditPage, AuditQuery } from '@hr/contracts';

export type ActivityFilters = Pick<AuditQuery, 'action' | 'actorId' | 'from' | 'to'>;

export const ACTIVITY_PAGE_SIZE = 50;

export async function getActivity(
  filters: ActivityFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const params: AuditQuery = { limit: ACTIVITY_PAGE_SIZE, ...filters };
  if (cursor) params.cursor = cursor;
  const { data } = await api.get<AuditPage>('/admin/audit', { params, signal });
  return data;
}

/**
 * The log, newest first, a page at a time: "Load more" asks for the page after the last one's
 * `nextCursor`. Each set of filters is its own entry, so changing a filter starts from page one.
 */
export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.audit.list(filters),
    queryFn: ({ pageParam, signal }) => getActivity(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New filters keep the last result on screen (marked busy) until theirs arrives.
    placeholderData: keepPreviousData,
  });
