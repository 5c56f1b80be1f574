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
import { countPeopleInWards, deletePerson } from '../db/queries/people';
import { mergeValuesOf, takeMergedValues } from '../db/queries/people-merge';
import { httpError, invalidInput } from '../errors';
import { recordEvent, requestContext } from './audit';
import { qualityContext } from './person-changes';
import { qualityAfterDelete, qualityAfterSave } from './quality';
import { inScope, outsideScope, type WardScope } from './ward-scope';

/**
 * The office's decisions on a duplicate pair (issue 41): "Not a duplicate" and "Merge", each one
 * transaction with its event, the pair locked (FOR UPDATE) so two people deciding at once cannot
 * both win: the second reads a decided pair (409).
 */

/** The pair, locked, within the caller's wards (both people: else 404) and open (else 409). */
async function openPair(tx: Queryable, id: string, scope: WardScope): Promise<PairRow> {
  await lockPairs(tx);
  const pair = await lockPair(tx, id);
  if (!pair) throw httpError('DUPLICATE_PAIR_NOT_FOUND');
  if (scope) {
    const inWards = await countPeopleInWards(tx, [pair.a, pair.b], scope);
    // A pair the supervisor cannot see, whatever its status: as if it did not exist (the list's
    // rule, so a decided pair of other wards is not told apart from none). A merged pair's
    // removed record is gone, so a supervisor finds no merged pair.
    if (inWards < 2) throw httpError('DUPLICATE_PAIR_NOT_FOUND');
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
    const values = await mergeValuesOf(tx, removedId);
    const gone = await deletePerson(tx, removedId);
    if (!gone || !values) throw httpError('CONFLICT');
    const kept = await takeMergedValues(tx, keptId, taken, values);
    if (!kept) throw httpError('CONFLICT');
    if (!inScope(scope, kept.ward)) throw outsideScope(kept.ward);
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
