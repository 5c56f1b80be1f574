/**
 * Times as the office reads them: in its IANA zone (TIME_ZONE), not UTC. A zone's offset from
 * UTC changes only at its transitions, so it is worked out once per quarter of an hour (every
 * transition in use falls on one) rather than once per time: an export formats two times for
 * each of a million rows.
 */
export interface ZonedClock {
  /** '2026-11-27 15:30:05' in the zone. */
  text(at: Date): string;
  /** A Date whose UTC fields read the zone's wall time: what a spreadsheet shows as the date. */
  wallTime(at: Date): Date;
  /** '2026-11-27': the zone's date. */
  date(at: Date): string;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

export function zonedClock(timeZone: string): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR_MS;
      const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
      offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
      if (offsets.size > 100_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  const wallTime = (at: Date) => new Date(at.getTime() + offsetAt(at.getTime()));
  const ymd = (w: Date) => `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
  return {
    wallTime,
    date: (at) => ymd(wallTime(at)),
    text(at) {
      const w = wallTime(at);
      return `${ymd(w)} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
    },
  };
}
