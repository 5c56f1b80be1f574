import type { ReviewStatus } from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { reviewPeople } from '../db/queries/people-review';
import { httpError, invalidInput } from '../errors';
import { accountOf } from '../plugins/auth';
import { requestContext } from './audit';
import { scopeOf } from './ward-scope';

export interface ReviewInput {
  status: ReviewStatus;
  comment?: string | null;
}

/**
 * The comment as stored: trimmed (the input guard did), blank as none. needs_correction must say
 * what to correct; verified and pending keep an optional comment ('checked by phone').
 */
export function reviewComment(input: ReviewInput): string | null {
  const comment = input.comment?.trim() || null;
  if (input.status === 'needs_correction' && !comment)
    throw invalidInput('comment is required when status is needs_correction');
  return comment;
}

/**
 * Reviews the people with these ids (a repeated id set and counted once; the schema has already
 * limited the array as sent to REVIEW_BULK_MAX entries), all or none: one transaction, and
 * an id that names nobody is a 404 naming it, with nothing changed. Returns how many were set.
 * Every call is an event per person, also one that sets the state it had: a second check is
 * part of the record's history (who looked again, and when). A supervisor's people outside
 * their wards are missing as unknown ones are (existence stays hidden).
 */
export async function reviewLogged(
  db: Db,
  request: FastifyRequest,
  ids: string[],
  input: ReviewInput,
  one = false,
): Promise<number> {
  const comment = reviewComment(input);
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const { actor, clientAddress } = requestContext(request);
  const event = { actorType: actor.type, actorId: actor.id, actorName: actor.name, clientAddress };
  const change = { status: input.status, comment, reviewerId: accountOf(request).id };
  return db.transaction(async (tx) => {
    const updated = new Set(await reviewPeople(tx, unique, change, event, scopeOf(request)));
    const missing = unique.filter((id) => !updated.has(id));
    // One person (PUT .../:id/review) answers as every route of one person does.
    if (one && missing.length > 0) throw httpError('PERSON_NOT_FOUND');
    if (missing.length > 0) throw httpError('PERSON_NOT_FOUND', `People not found: ${missing.join(', ')}`);
    return updated.size;
  });
}
