import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { DuplicatePairPage, DuplicatePairsQuery } from '@hr/contracts';

/** GET /admin/duplicate-pairs: one page of the queue, by score (highest first). */
export async function getDuplicatePairs(
  params: DuplicatePairsQuery,
  signal?: AbortSignal,
): Promise<DuplicatePairPage> {
  const { data } = await api.get<DuplicatePairPage>('/admin/duplicate-pairs', { params, signal });
  return data;
}

/** The previous page stays on screen while the next page or another ward loads. */
export const duplicatePairsQueryOptions = (params: DuplicatePairsQuery) =>
  queryOptions({
    queryKey: queryKeys.duplicatePairs.list(params),
    queryFn: ({ signal }) => getDuplicatePairs(params, signal),
    placeholderData: keepPreviousData,
  });
