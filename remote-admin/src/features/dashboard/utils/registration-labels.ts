import type { Stats } from '@hr/contracts';
import { formatReaderDate } from '@hr/i18n';

export type DayCount = Stats['registrationsByDay'][number];

// The days are UTC dates: formatted in UTC so that a browser west of Greenwich does not show
// each bar under the day before.
// In English after the browser's locale ('23 Nov' or 'Nov 23'); in Hindi or Nepali in that
// language's own (Nepali with Devanagari digits).
const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  formatReaderDate(date, { ...options, timeZone: 'UTC' });

/** 'YYYY-MM-DD' as a date at UTC midnight. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The axis label of a day ('23 Nov' or 'Nov 23', after the browser's locale). */
export const shortDay = (date: string) => format(utc(date), { day: 'numeric', month: 'short' });
/** The table's label of a day, with the year. */
export const longDay = (date: string) => format(utc(date), { dateStyle: 'medium' });

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
