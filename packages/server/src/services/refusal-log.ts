import type { Db, Queryable } from '../db';
import { countRefusal, takeEndedTallies } from '../db/queries/refusal-tallies';
import { recordEvent, type AuditEvent } from './audit';

/** One lock's window: `key` names the lock, `endsAt` (seconds since 1970) when it ends. */
export interface RefusalWindow {
  key: string;
  endsAt: number;
}

/**
 * A refusal that repeats while a lock lasts is logged once per lock and window: the first writes
 * its event, the others only count (a flood of refused requests must not fill the log). The
 * total is logged when the window is over (logEndedTallies). The count is taken in one
 * statement, so of parallel refusals exactly one writes the event.
 */
export async function recordRefusal(db: Queryable, window: RefusalWindow, event: AuditEvent): Promise<void> {
  const count = await countRefusal(db, `${window.key}@${window.endsAt}`, window.endsAt, event);
  if (count === 1) await recordEvent(db, event);
}

/**
 * Housekeeping: for each window that is over, the first refusal's event again with how many
 * refusals the window saw (`refusals`, `from`, `until`); a window with one refusal has said all
 * already. Deleting the tallies and writing their events commit together.
 */
export async function logEndedTallies(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await takeEndedTallies(tx);
    for (const tally of ended) {
      if (tally.count < 2) continue;
      const event = tally.event as unknown as AuditEvent;
      await recordEvent(tx, {
        ...event,
        details: {
          ...event.details,
          refusals: tally.count,
          from: tally.startedAt.toISOString(),
          until: tally.endsAt.toISOString(),
        },
      });
    }
    return ended.length;
  });
}
