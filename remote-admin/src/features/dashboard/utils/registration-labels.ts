import type { Stats } from '@hr/contracts';

export type DayCount = Stats['registrationsByDay'][number];

// The days are UTC dates: formatted in UTC so that a browser west of Greenwich does not show
// each bar under the day before.
const short = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as a date at UTC midnight. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The axis label of a day ('23 Nov' or 'Nov 23', after the browser's locale). */
export const shortDay = (date: string) => short.format(utc(date));
/** The table's label of a day, with the year. */
export const longDay = (date: string) => long.format(utc(date));

/**
 * Whether a day gets an axis label: every 7th day counted back from today (the last bar), and
 * on a phone every 14th, so that the labels never overlap. `minor` labels are those hidden on a
 * phone.
 */
export function axisLabel(index: number, total: number): 'major' | 'minor' | null {
  // None in the first six days: a label spans the six days before its own (see the chart).
  if (index < 6) return null;
  const back = total - 1 - index;
  if (back % 14 === 0) return 'major';
  if (back % 7 === 0) return 'minor';
  return null;
}
