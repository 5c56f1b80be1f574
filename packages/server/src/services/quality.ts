import type { Db, Queryable } from '../db';
import { dropOpenPairsOf, lockPairs, refreshDuplicateFlags, refreshPairsOf } from '../db/queries/duplicate-pairs';
import { qualityRow, refreshLocationFlags, touchWardCentre, type QualityRow } from '../db/queries/people-quality';

/**
 * The quality flags (issue 30), kept current on every save, for the saved person and for the
 * people the save affects, inside the save's transaction:
 *
 * - no_location and far_from_ward of the person; far_from_ward compares it with its ward's centre
 *   (ward_centres, migration 0013: the median of the ward's located households, the household
 *   itself among them: with at least 10 others it moves that median by half a rank at most). A
 *   ward below SMALL_WARD located households has its centre recomputed on every save that
 *   touches its located households, a larger one once such saves reach 2 % of it; each time the
 *   centre is recomputed, far_from_ward is recomputed for the whole ward (a centre that moved, or
 *   a ward reaching 11 located, changes the others' flags too).
 * - same_spot of every household the same collector saved within an hour of this one (before
 *   or after): a household is flagged when, itself included, 5 or more of them lie within 30 m of
 *   it; so five saved from one spot are all flagged, and moving one away clears the others.
 * - possible_duplicate: the person has an open duplicate pair (db/queries/duplicate-pairs.ts,
 *   issue 41). After a save the person's pairs are found again (new ones open, open ones no
 *   longer found deleted, decided ones kept) and the flag set on it and on every partner it
 *   gained or lost; a deletion's open pairs go with it.
 */
const SMALL_WARD = 200;

export interface QualityContext {
  kind: Db['kind'];
  farMetres: number;
}

/** What changed: a new person changes everything. */
export interface SaveChange {
  /** The position or the ward (far_from_ward, same_spot, no_location). */
  location: boolean;
  /** What a duplicate pair's match or score depends on (possible_duplicate). */
  duplicates: boolean;
}

const PAIR_FIELDS = ['name', 'fatherName', 'wardNo', 'areaName', 'whatsappNumber', 'householdSize', 'gpsLocation'];

/** Only the edits of these fields can move a flag. */
export function changeOf(changes: Record<string, unknown>): SaveChange {
  return {
    location: 'gpsLocation' in changes || 'wardNo' in changes,
    duplicates: PAIR_FIELDS.some((f) => f in changes),
  };
}

const wardKey = (wardNo: string) => wardNo.toLowerCase();

/** The ward centres a located household enters or leaves; recomputes far_from_ward where they moved. */
async function touchWards(tx: Queryable, ctx: QualityContext, rows: (QualityRow | undefined)[]): Promise<void> {
  const keys = new Set(rows.filter((r): r is QualityRow => Boolean(r?.located)).map((r) => wardKey(r.wardNo)));
  for (const key of keys) {
    if (await touchWardCentre(tx, key, SMALL_WARD))
      await refreshLocationFlags(tx, { wardKey: key }, { far: true }, ctx.farMetres);
  }
}

/** same_spot of the collector's households within the window around `row`'s saving time. */
async function refreshSameSpot(tx: Queryable, ctx: QualityContext, row: QualityRow): Promise<void> {
  const t = new Date(row.createdAt).getTime();
  const hour = 3_600_000;
  await refreshLocationFlags(
    tx,
    { createdBy: row.createdBy, from: new Date(t - hour), to: new Date(t + hour) },
    { sameSpot: true },
    ctx.farMetres,
  );
}

/**
 * After a person was created (no `before`) or edited: `before` holds the values the flags depend on
 * as they were, `change` what the edit touched.
 */
export async function qualityAfterSave(
  tx: Queryable,
  ctx: QualityContext,
  id: string,
  before?: QualityRow,
  change: SaveChange = { location: true, duplicates: true },
): Promise<void> {
  if (!change.location && !change.duplicates) return;
  // Before any row lock: pairs and flags are changed in one order by everyone (lockPairs).
  await lockPairs(tx);
  const now = await qualityRow(tx, id);
  if (!now) return;
  if (change.location) {
    await touchWards(tx, ctx, [before, now]);
    await refreshLocationFlags(tx, { ids: [id] }, { noLocation: true, far: true }, ctx.farMetres);
    if (now.located || before?.located) await refreshSameSpot(tx, ctx, now);
  }
  if (change.duplicates) await refreshDuplicateFlags(tx, await refreshPairsOf(tx, id));
}

/** After a person was deleted (`before`: as it was): its ward, its same-spot group, its matches. */
export async function qualityAfterDelete(tx: Queryable, ctx: QualityContext, before: QualityRow): Promise<void> {
  await lockPairs(tx);
  if (before.located) {
    await touchWards(tx, ctx, [before]);
    await refreshSameSpot(tx, ctx, before);
  }
  await refreshDuplicateFlags(tx, await dropOpenPairsOf(tx, before.id));
}
