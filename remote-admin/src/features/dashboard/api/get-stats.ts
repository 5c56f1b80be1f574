import { queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { Stats } from '@hr/contracts';

export async function getStats(): Promise<Stats> {
  const { data } = await api.get<Stats>('/admin/stats');
  return data;
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stats.all, queryFn: getStats });
