/** The period presets of the reports and the map; 'custom' reads the From and To fields. */
export const PERIODS = ['last30', 'thisYear', 'all', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** The reader's own calendar date, YYYY-MM-DD (what the server reads in the office's zone). */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

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
