import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_GROUPS } from '@hr/contracts/constants';
import type { ReportFilters, ReportGroupBy } from '@hr/contracts';
import { isInvalidRange } from '@admin/components/date-range/date-text';
import { useLastValid } from '@admin/components/date-range/use-last-valid';
import { PERIODS, periodDates, type Period } from '../utils/report-period';

export interface ReportFilterState {
  period: Period;
  /** YYYY-MM-DD of the custom period ('' = open). */
  from: string;
  to: string;
  /** '' = all. */
  wardNo: string;
  religion: string;
  createdBy: string;
  /** A supervisor's id: only their wards ('' = all; admins only). */
  supervisorId: string;
  groupBy: ReportGroupBy;
}

const KEYS = [
  'period',
  'from',
  'to',
  'wardNo',
  'religion',
  'createdBy',
  'supervisorId',
  'groupBy',
] as const;
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The filters of the reports and the map, kept in the address (`?period=last30&wardNo=3`), so a
 * report can be bookmarked or sent, and Reports and Map open each other with the same filters.
 */
export function useReportFilters() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo<ReportFilterState>(
    () => ({
      period: pick(search.get('period'), PERIODS, 'all'),
      from: search.get('from') ?? '',
      to: search.get('to') ?? '',
      wardNo: search.get('wardNo') ?? '',
      religion: search.get('religion') ?? '',
      createdBy: search.get('createdBy') ?? '',
      supervisorId: search.get('supervisorId') ?? '',
      groupBy: pick(search.get('groupBy'), REPORT_GROUPS, 'ward'),
    }),
    [search],
  );
  const set = (patch: Partial<ReportFilterState>) => {
    const next = { ...state, ...patch };
    const params = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key];
      const isDefault =
        (key === 'period' && value === 'all') || (key === 'groupBy' && value === 'ward');
      if (value && !isDefault && (next.period === 'custom' || (key !== 'from' && key !== 'to'))) {
        params.set(key, value);
      }
    }
    setSearch(params, { replace: true });
  };
  const invalidRange = state.period === 'custom' && isInvalidRange(state.from, state.to);
  const filters = useMemo<ReportFilters>(() => {
    const f: ReportFilters = periodDates(state.period, state);
    if (state.wardNo) f.wardNo = state.wardNo;
    if (state.religion) f.religion = state.religion;
    if (state.createdBy) f.createdBy = state.createdBy;
    if (state.supervisorId) f.supervisorId = state.supervisorId;
    return f;
  }, [state]);
  // While From is after To the page keeps showing the last report that had a valid range (the
  // filters show the error): the queries read `applied`, not `filters`.
  const applied = useLastValid(filters, !invalidRange);
  const active = [
    state.period !== 'all',
    state.wardNo,
    state.religion,
    state.createdBy,
    state.supervisorId,
  ].filter(Boolean).length;
  return { state, set, filters, applied, active, invalidRange, search: search.toString() };
}
