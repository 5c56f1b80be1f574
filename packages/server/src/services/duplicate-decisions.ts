import { MERGE_FIELDS, type MergeField, type MergePairBody } from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db';
import {
  decidePair,
  lockPair,
  lockPairs,
  lockPeopleVersion,
  recordMerged,
  refreshDuplicateFlags,
  repointPairs,
  type PairRow,
} from '../db/queries/duplicate-pairs';
import { FLAG_BITS } from '../db/queries/people-flags';
import { deletePerson, type PersonRecord } from '../db/queries/people';
import { HttpError, httpError, invalidInput } from '../errors';
import { recordEvent, requestContext } from './audit';
import { qualityContext } from './person-changes';
import { qualityAfterDelete, qualityAfterSave } from './quality';
import type { WardScope } from './ward-scope';

/**
 * The office's decisions on a duplicate pair (issue 41): "Not a duplicate" and "Merge", each one
 * transaction with its event, the pair locked (FOR UPDATE) so two people deciding at once cannot
 * both win: the second reads a decided pair (409).
 */

/** The pair, locked, open, and within the caller's wards (both people): else 404 or 409. */
async function openPair(tx: Queryable, id: string, scope: WardScope): Promise<PairRow> {
  await lockPairs(tx);
  const pair = await lockPair(tx, id);
  if (!pair) throw httpError('DUPLICATE_PAIR_NOT_FOUND');
  if (scope) {
    const rows = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM people WHERE id = ANY ($1::uuid[]) AND ward_no = ANY ($2::text[])',
      [[pair.a, pair.b], scope],
    );
    // A pair the supervisor cannot see: as if it did not exist. A merged pair's removed record
    // is gone, so a supervisor sees a decided pair as not found too.
    if ((rows[0]?.n ?? 0) < 2 && pair.status === 'open') throw httpError('DUPLICATE_PAIR_NOT_FOUND');
  }
  if (pair.status !== 'open') throw httpError('DUPLICATE_PAIR_DECIDED');
  return pair;
}

const decider = (request: FastifyRequest) => {
  const { actor } = requestContext(request);
  return { id: actor.id, name: actor.name ?? '' };
};

export async function dismissPair(
  db: Db,
  request: FastifyRequest,
  id: string,
  comment: string | null | undefined,
  scope: WardScope,
): Promise<void> {
  const text = comment?.trim() || null;
  await db.transaction(async (tx) => {
    const pair = await openPair(tx, id, scope);
    const by = decider(request);
    await decidePair(tx, id, { status: 'dismissed', by, comment: text });
    await refreshDuplicateFlags(tx, [pair.a, pair.b]);
    await recordEvent(tx, {
      ...requestContext(request),
      action: 'duplicate.dismissed',
      entityType: 'duplicate_pair',
      entityId: id,
      details: { pairId: id, a: pair.a, b: pair.b, comment: text, decidedBy: by },
    });
  });
}

/** The stored columns of the fields a merge may take from either side. */
const COLUMN: Record<MergeField, string> = {
  name: 'name',
  fatherName: 'father_name',
  wardNo: 'ward_no',
  areaName: 'area_name',
  phone: 'phone',
  whatsappNumber: 'whatsapp_number',
  householdSize: 'household_size',
  religion: 'religion',
  caste: 'caste',
  gpsLocation: 'gps_location',
};

/** 400 naming the first field that cannot be merged. */
export function mergeFields(fields: MergePairBody['fields']): [MergeField, 'a' | 'b'][] {
  const known = new Set<string>(MERGE_FIELDS);
  const entries = Object.entries(fields ?? {});
  const unknown = entries.find(([f]) => !known.has(f));
  if (unknown) throw invalidInput(`fields.${unknown[0]} is not a field that can be merged`);
  return entries as [MergeField, 'a' | 'b'][];
}

export interface MergeResult {
  keptId: string;
  removedId: string;
}

export async function mergePair(
  db: Db,
  request: FastifyRequest,
  id: string,
  body: MergePairBody,
  scope: WardScope,
): Promise<MergeResult> {
  const fields = mergeFields(body.fields);
  const ctx = qualityContext(request);
  const done = await db.transaction(async (tx) => {
    const pair = await openPair(tx, id, scope);
    if (body.keep !== pair.a && body.keep !== pair.b) throw invalidInput('keep must be one of the pair\'s two people');
    const current = await lockPeopleVersion(tx, pair.a, pair.b);
    if (current.found < 2) throw httpError('CONFLICT');
    const seen = body.version ?? `${pair.aVersion}.${pair.bVersion}`;
    if (seen !== current.version) throw httpError('CONFLICT');
    const keptId = body.keep;
    const removedId = keptId === pair.a ? pair.b : pair.a;
    const side = { a: pair.a, b: pair.b };
    // The values the kept record takes from the removed one.
    const taken = fields.filter(([, s]) => side[s] === removedId).map(([f]) => f);
    const [values] = await tx.query<Record<string, unknown>>(
      `SELECT ${MERGE_FIELDS.map((f) => `${COLUMN[f]} AS "${f}"`).join(', ')} FROM people WHERE id = $1`,
      [removedId],
    );
    const gone = await deletePerson(tx, removedId);
    if (!gone || !values) throw httpError('CONFLICT');
    const [kept] = await tx.query<{ before: PersonRecord; ward: string }>(
      `WITH o AS (SELECT * FROM people WHERE id = $1)
       UPDATE people p SET ${[
         ...taken.map((f, i) => `${COLUMN[f]} = $${i + 2}`),
         `review_status = 'pending'`,
         'review_comment = NULL',
         'reviewed_by = NULL',
         'reviewed_at = NULL',
         `flags = ((p.flags & ${~FLAG_BITS.no_location & 0x7fff}) | CASE WHEN person_gps(${
           taken.includes('gpsLocation') ? `$${taken.indexOf('gpsLocation') + 2}::text` : 'p.gps_location'
         }) IS NULL THEN ${FLAG_BITS.no_location} ELSE 0 END)::smallint`,
         'updated_at = clock_timestamp()',
       ].join(', ')}
       FROM o WHERE p.id = o.id
       RETURNING row_to_json(o) AS before, p.ward_no AS ward`,
      [keptId, ...taken.map((f) => values[f])],
    );
    if (!kept) throw httpError('CONFLICT');
    if (scope && !scope.includes(kept.ward))
      throw new HttpError('OUTSIDE_SCOPE', `Ward ${kept.ward} is outside your wards`);
    const by = decider(request);
    await decidePair(tx, id, { status: 'merged', by });
    await recordMerged(tx, removedId, keptId, id);
    await refreshDuplicateFlags(tx, await repointPairs(tx, removedId, keptId));
    await recordEvent(tx, {
      ...requestContext(request),
      action: 'person.merged',
      entityType: 'person',
      entityId: keptId,
      details: {
        pairId: id,
        keptId,
        removedId,
        removed: gone.record,
        fields: Object.fromEntries(fields),
        taken,
        decidedBy: by,
      },
    });
    return { keptId, removedId, removedBefore: gone.before };
  });
  // The kept record's flags and pairs, and what the removed one leaves (its ward, its spot).
  request.server.quality.add(async (tx) => {
    await qualityAfterDelete(tx, ctx, done.removedBefore);
    await qualityAfterSave(tx, ctx, done.keptId);
  });
  return { keptId: done.keptId, removedId: done.removedId };
}
