import type { ReportFilters } from '@hr/contracts';
import type { PeopleFilter } from '../db/queries/people-filters';
import { invalidInput } from '../errors';

/** A calendar date written YYYY-MM-DD (the schema checked the shape), years 1900 to 2999. */
function isDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The query's filters, dates checked (400 naming them), read in the office's time zone, within
 * `wards` (the caller's scope narrowed by a supervisor filter: services/ward-scope.ts).
 */
export function reportFilter(query: ReportFilters, timeZone: string, wards?: string[]): PeopleFilter {
  for (const name of ['from', 'to'] as const) {
    const value = query[name];
    if (value !== undefined && !isDate(value)) throw invalidInput(`${name} is not a valid date`);
  }
  if (query.from && query.to && query.from > query.to)
    throw invalidInput('from must not be after to');
  const { from, to, wardNo, religion, createdBy, reviewStatus, flag } = query;
  return { timeZone, from, to, wardNo, religion, createdBy, reviewStatus, flag, wards };
}

/** Today's date in the zone, YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
