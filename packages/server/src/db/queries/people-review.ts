import type { ReviewStatus } from '@hr/contracts';
import type { Queryable } from '../types';
import type { UpdateEvent } from './people';

export interface ReviewChange {
  status: ReviewStatus;
  /** Trimmed; null for none. */
  comment: string | null;
  /** The administrator reviewing (people.reviewed_by). */
  reviewerId: string;
}

/**
 * Sets the review of the given people and appends one `person.reviewed` event per person, in one
 * statement: the old rows are read FOR UPDATE in id order (two bulk calls never deadlock), the
 * event carries the state before and after and the comment. Returns the ids actually updated
 * (an unknown id is simply missing: the caller decides, inside its transaction).
 */
export async function reviewPeople(
  db: Queryable,
  ids: string[],
  change: ReviewChange,
  event: UpdateEvent,
  wards?: string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH o AS (SELECT id, review_status, review_comment FROM people WHERE id = ANY ($1::uuid[])
                  AND ($9::text[] IS NULL OR ward_no = ANY ($9::text[]))
                ORDER BY id FOR UPDATE),
     changed AS (
       UPDATE people p SET review_status = $2, review_comment = $3, reviewed_by = $4,
         reviewed_at = clock_timestamp()
       FROM o WHERE p.id = o.id
       RETURNING p.id, p.name, o.review_status AS before, o.review_comment AS before_comment
     )
     SELECT id, audit_append($5, $6, $7, 'person.reviewed', 'person', id::text, $8,
       jsonb_build_object('name', name, 'from', before, 'to', $2::text, 'comment', $3::text,
         'changes', jsonb_strip_nulls(jsonb_build_object(
           'reviewStatus', CASE WHEN before <> $2 THEN jsonb_build_array(before, $2::text) END,
           'reviewComment', CASE WHEN before_comment IS DISTINCT FROM $3 THEN jsonb_build_array(before_comment, $3::text) END)))) AS seq
     FROM (SELECT * FROM changed ORDER BY id) c, (SELECT nextval('people_review_version')) v`,
    [
      ids, change.status, change.comment, change.reviewerId,
      event.actorType, event.actorId, event.actorName, event.clientAddress, wards ?? null,
    ],
  );
  return rows.map((r) => r.id);
}

/**
 * Moves people_review_version (migration 0013), part of the full lists' ETag: after a change of
 * flags that leaves updated_at alone (the flags' upkeep, the recompute).
 */
export async function bumpReviewVersion(db: Queryable): Promise<void> {
  await db.query(`SELECT nextval('people_review_version')`);
}
