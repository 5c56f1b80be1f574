import type { Queryable } from '../db';
import type { Report, ReportGroup, ReportsQuery } from '@hr/contracts';
import { reportRows, type ReportRow } from '../db/queries/people-reports';
import { invalidInput } from '../errors';
import { reportFilter, todayIn } from './report-filter';

/** The longest series of empty-or-not periods one report lists. */
export const MAX_DAYS = 3660;
export const MAX_MONTHS = 1200;

const DAY_MS = 86_400_000;
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const monthAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12
    ? `${String(y + 1).padStart(4, '0')}-01`
    : `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * Every period from the first to the last, those without households as 0: from `from` (or the
 * first period with households) to `to` (or today in the office's zone, or a later period with
 * households). Longer than `max` periods is a 400 naming `from`.
 */
function series(
  rows: ReportRow[],
  first: string | undefined,
  last: string,
  next: (p: string) => string,
  max: number,
  unit: string,
): ReportGroup[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const keys = [...byKey.keys()].sort();
  const start = first ?? keys[0];
  if (start === undefined) return [];
  const end = keys.length > 0 && keys[keys.length - 1]! > last ? keys[keys.length - 1]! : last;
  const groups: ReportGroup[] = [];
  for (let key = start; key <= end; key = next(key)) {
    if (groups.length === max) throw invalidInput(`from must be at most ${max} ${unit} before to`);
    const row = byKey.get(key);
    groups.push({ key, label: key, households: row?.households ?? 0, people: row?.people ?? 0 });
  }
  return groups;
}

const byHouseholds = (a: ReportGroup, b: ReportGroup) =>
  b.households - a.households ||
  a.label.localeCompare(b.label, 'en', { numeric: true }) ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** GET /admin/reports: the groups, their totals and how many of them have no location. */
export async function buildReport(
  db: Queryable,
  query: ReportsQuery,
  timeZone: string,
  wards?: string[],
): Promise<Report> {
  const filter = reportFilter(query, timeZone, wards);
  const rows = await reportRows(db, query.groupBy, filter);
  let groups: ReportGroup[];
  if (query.groupBy === 'day') {
    groups = series(rows, filter.from, filter.to ?? todayIn(timeZone), dayAfter, MAX_DAYS, 'days');
  } else if (query.groupBy === 'month') {
    const month = (day: string | undefined) => day?.slice(0, 7);
    groups = series(
      rows,
      month(filter.from),
      month(filter.to ?? todayIn(timeZone))!,
      monthAfter,
      MAX_MONTHS,
      'months',
    );
  } else {
    groups = rows
      .map(({ key, label, households, people }) => ({ key, label, households, people }))
      .sort(byHouseholds);
  }
  const total = { households: 0, people: 0 };
  let withoutLocation = 0;
  for (const r of rows) {
    total.households += r.households;
    total.people += r.people;
    withoutLocation += r.withoutLocation;
  }
  return { groups, total, withoutLocation };
}
