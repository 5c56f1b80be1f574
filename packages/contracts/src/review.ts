import { Type, type Static } from 'typebox';
import { Id } from './common';
import { REVIEW_BULK_MAX, REVIEW_COMMENT_MAX } from './constants';
import { ReviewStatus } from './people';

/**
 * The office's comment: required (not blank) for needs_correction, optional otherwise (kept with
 * a verified record too, cleared by pending). Trimmed by the server.
 */
const ReviewComment = Type.Union([Type.String({ maxLength: REVIEW_COMMENT_MAX }), Type.Null()]);

/** PUT /admin/people/{id}/review */
export const ReviewBody = Type.Object({
  status: ReviewStatus,
  comment: Type.Optional(ReviewComment),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** POST /admin/people/review: one state for up to REVIEW_BULK_MAX people, all or none. */
export const BulkReviewBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: REVIEW_BULK_MAX }),
  status: ReviewStatus,
  comment: Type.Optional(ReviewComment),
});
export type BulkReviewBody = Static<typeof BulkReviewBody>;

export const BulkReviewResult = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type BulkReviewResult = Static<typeof BulkReviewResult>;
