import { useMemo, useState } from 'react';
import { isInvalidRange } from '@admin/components/date-range/date-text';
import { useLastValid } from '@admin/components/date-range/use-last-valid';
import type { ActivityFilters } from '../api/get-activity';

export interface ActivityFilterState {
  /** The API `action` of the chosen group ('' = all). */
  action: string;
  /** A collector's id ('' = anyone). */
  actorId: string;
  /** `YYYY-MM-DD` from the date fields ('' = open). */
  from: string;
  to: string;
}

const NONE: ActivityFilterState = { action: '', actorId: '', from: '', to: '' };

/** Local midnight at the start of `date` (YYYY-MM-DD), `days` later, as an ISO instant. */
function localMidnight(date: string, days = 0): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d! + days).toISOString();
}

/**
 * The filters as chosen, and as sent. Dates are the reader's own days: from its local midnight up
 * to (not including) the midnight after the "To" day, so a one-day range shows that whole day.
 * While From is after To the filters show the error and `applied` stays the last valid filters,
 * so the page keeps the log it showed (as Reports keeps its last report).
 */
export function useActivityFilters() {
  const [state, setState] = useState<ActivityFilterState>(NONE);
  const set = (patch: Partial<ActivityFilterState>) => setState((s) => ({ ...s, ...patch }));
  const invalidRange = isInvalidRange(state.from, state.to);
  const params = useMemo<ActivityFilters>(() => {
    const p: ActivityFilters = {};
    if (state.action) p.action = state.action;
    if (state.actorId) p.actorId = state.actorId;
    if (state.from) p.from = localMidnight(state.from);
    if (state.to) p.to = localMidnight(state.to, 1);
    return p;
  }, [state]);
  const applied = useLastValid(params, !invalidRange);
  const filtered = Object.keys(applied).length > 0;
  return { state, set, applied, filtered };
}
