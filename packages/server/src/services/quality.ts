import type { Db, Queryable } from '../db';
import {
  duplicatePartners,
  matchedAmong,
  qualityRow,
  refreshLocationFlags,
  setDuplicateFlag,
  touchWardCentre,
  type DuplicateKey,
  type QualityRow,
} from '../db/queries/people-quality';

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
 * - possible_duplicate: the duplicate search's rule (same ward, score >= its threshold), both
 *   ways: the person and every match are flagged; after an edit or a deletion of a flagged person,
 *   each former match no longer matched keeps its flag if another of them matches it, and is
 *   searched again otherwise.
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
  /** The name, the father's name or the ward (possible_duplicate). */
  names: boolean;
}

/** Only the edits of these fields can move a flag. */
export function changeOf(changes: Record<string, unknown>): SaveChange {
  return {
    location: 'gpsLocation' in changes || 'wardNo' in changes,
    names: 'name' in changes || 'fatherName' in changes || 'wardNo' in changes,
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
 * The people who matched a person that changed or went (`lost`), among them `known` (that person's
 * former and present matches): each keeps its flag when one of those still matches it (the common
 * case: namesakes match each other), else its matches are searched again.
 */
async function recheckDuplicates(tx: Queryable, ctx: QualityContext, lost: string[], known: string[]): Promise<void> {
  const kept = new Set(await matchedAmong(tx, lost, known));
  for (const id of lost.filter((x) => !kept.has(x))) {
    const row = await qualityRow(tx, id);
    if (!row) continue;
    const partners = await duplicatePartners(tx, ctx.kind, row, id);
    await setDuplicateFlag(tx, [id], partners.length > 0);
  }
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
  change: SaveChange = { location: true, names: true },
): Promise<void> {
  if (!change.location && !change.names) return;
  const now = await qualityRow(tx, id);
  if (!now) return;
  if (change.location) {
    await touchWards(tx, ctx, [before, now]);
    await refreshLocationFlags(tx, { ids: [id] }, { noLocation: true, far: true }, ctx.farMetres);
    if (now.located || before?.located) await refreshSameSpot(tx, ctx, now);
  }
  if (change.names) {
    const partners = await duplicatePartners(tx, ctx.kind, now, id);
    await setDuplicateFlag(tx, [id], partners.length > 0);
    await setDuplicateFlag(tx, partners, true);
    // Without the flag before, it matched nobody, and nobody had it as a match.
    if (before?.duplicate) {
      const matched = new Set(partners);
      const former = await duplicatePartners(tx, ctx.kind, before as DuplicateKey, id);
      await recheckDuplicates(tx, ctx, former.filter((p) => !matched.has(p)), [...former, ...partners]);
    }
  }
}

/** After a person was deleted (`before`: as it was): its ward, its same-spot group, its matches. */
export async function qualityAfterDelete(tx: Queryable, ctx: QualityContext, before: QualityRow): Promise<void> {
  if (before.located) {
    await touchWards(tx, ctx, [before]);
    await refreshSameSpot(tx, ctx, before);
  }
  if (before.duplicate) {
    const former = await duplicatePartners(tx, ctx.kind, before, before.id);
    await recheckDuplicates(tx, ctx, former, former);
  }
}
