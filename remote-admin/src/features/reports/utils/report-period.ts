// `localDate`: the reader's own calendar date, YYYY-MM-DD (what the server reads in the office's
// zone), the date range's own form of a day.
import { isoDate as localDate } from '@admin/components/date-range/date-text';

/** The period presets of the reports and the map; 'custom' reads the From and To fields. */
export const PERIODS = ['last30', 'thisYear', 'all', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

/** The dates a preset stands for, today included; open ends left out. */
export function periodDates(
  period: Period,
  custom: { from: string; to: string },
  now = new Date(),
): { from?: string; to?: string } {
  const today = localDate(now);
  switch (period) {
    case 'last30':
      return {
        from: localDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29)),
        to: today,
      };
    case 'thisYear':
      return { from: `${now.getFullYear()}-01-01`, to: today };
    case 'all':
      return {};
    case 'custom':
      return {
        ...(custom.from ? { from: custom.from } : {}),
        ...(custom.to ? { to: custom.to } : {}),
      };
  }
}
