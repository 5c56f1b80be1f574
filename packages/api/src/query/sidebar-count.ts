import { queryOptions } from '@tanstack/react-query';
import type { SidebarCount } from '@hr/contracts';
import { api } from '../client';
import { queryKeys } from './query-keys';

/** The number a sidebar item shows: the `field` of the answer to GET `path` (see SidebarCount). */
export async function getSidebarCount(count: SidebarCount, signal?: AbortSignal): Promise<number> {
  const { data } = await api.get<unknown>(count.path, { signal });
  const value =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)[count.field]
      : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`GET ${count.path} has no number in '${count.field}'`);
  }
  return value;
}

/**
 * One sidebar item's number: the shell's sidebar, and a remote's page that shows the same number
 * (the admin dashboard's open duplicates), share the entry, so they agree and ask once.
 */
export const sidebarCountQueryOptions = (count: SidebarCount) =>
  queryOptions({
    queryKey: queryKeys.sidebarCounts.one(count.path, count.field),
    queryFn: ({ signal }) => getSidebarCount(count, signal),
  });
