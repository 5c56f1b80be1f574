import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type { Report, ReportsQuery } from '@hr/contracts';

/** GET /admin/reports: households and people per group, for the filters given. */
export async function getReport(params: ReportsQuery): Promise<Report> {
  const { data } = await api.get<Report>('/admin/reports', { params });
  return data;
}

/** A change of filter keeps the last report on screen until the new one arrives. */
export const reportQueryOptions = (params: ReportsQuery) =>
  queryOptions({
    queryKey: queryKeys.people.report(params),
    queryFn: () => getReport(params),
    placeholderData: keepPreviousData,
  });
