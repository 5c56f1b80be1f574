import { Type, type Static } from 'typebox';
import { ErrorResponse, Id } from './common';
import {
  DUPLICATE_PAIR_COMMENT_MAX,
  DUPLICATE_PAIR_PAGE_SIZE_DEFAULT,
  DUPLICATE_PAIR_PAGE_SIZE_MAX,
  DUPLICATE_PAIR_REASONS,
  DUPLICATE_PAIR_STATUSES,
  MERGE_FIELDS,
} from './constants';
import { Person } from './people';

export type DuplicatePairStatus = (typeof DUPLICATE_PAIR_STATUSES)[number];
export type DuplicatePairReason = (typeof DUPLICATE_PAIR_REASONS)[number];
export type MergeField = (typeof MERGE_FIELDS)[number];

/** GET /admin/duplicate-pairs: the queue, by score (highest first). */
export const DuplicatePairsQuery = Type.Object({
  /** Default `open`. */
  status: Type.Optional(Type.Enum([...DUPLICATE_PAIR_STATUSES])),
  /** Pairs with either person in this ward. */
  wardNo: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** Default DUPLICATE_PAIR_PAGE_SIZE_DEFAULT. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: DUPLICATE_PAIR_PAGE_SIZE_MAX })),
});
export type DuplicatePairsQuery = Static<typeof DuplicatePairsQuery>;
export { DUPLICATE_PAIR_PAGE_SIZE_DEFAULT };

export const DuplicatePair = Type.Object({
  id: Id,
  /** 0-1: how alike the two records are (docs/data-quality.md, "Duplicate pairs"). */
  score: Type.Number({ minimum: 0, maximum: 1 }),
  reasons: Type.Array(Type.Enum([...DUPLICATE_PAIR_REASONS])),
  status: Type.Enum([...DUPLICATE_PAIR_STATUSES]),
  /** The people as the people search shows them; `null` once merged away or deleted. */
  a: Type.Union([Person, Type.Null()]),
  b: Type.Union([Person, Type.Null()]),
  /**
   * Both records' state as read: send it back with a merge, which is refused (409 CONFLICT)
   * when either record changed since.
   */
  version: Type.String(),
  decidedBy: Type.Union([Type.Object({ id: Type.Union([Id, Type.Null()]), name: Type.String() }), Type.Null()]),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  comment: Type.Union([Type.String(), Type.Null()]),
});
export type DuplicatePair = Static<typeof DuplicatePair>;

export const DuplicatePairPage = Type.Object({
  items: Type.Array(DuplicatePair),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DuplicatePairPage = Static<typeof DuplicatePairPage>;

/** POST /admin/duplicate-pairs/{id}/dismiss: "Not a duplicate". */
export const DismissPairBody = Type.Object({
  comment: Type.Optional(Type.Union([Type.String({ maxLength: DUPLICATE_PAIR_COMMENT_MAX }), Type.Null()])),
});
export type DismissPairBody = Static<typeof DismissPairBody>;

/**
 * POST /admin/duplicate-pairs/{id}/merge: `keep` is one of the pair's two people; each listed
 * field is taken from side `a` or `b` (the others stay the kept record's). The other record is
 * removed. `version` as listed: a merge of records changed since answers 409 CONFLICT.
 */
export const MergePairBody = Type.Object({
  keep: Id,
  fields: Type.Optional(Type.Record(Type.String(), Type.Enum(['a', 'b']))),
  version: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MergePairBody = Static<typeof MergePairBody>;

export const MergePairResult = Type.Object({
  /** The kept record, merged (review state pending). */
  person: Person,
  removedId: Id,
});
export type MergePairResult = Static<typeof MergePairResult>;

/** 410 PERSON_MERGED: the record was merged into another. */
export const PersonMergedResponse = Type.Intersect([ErrorResponse, Type.Object({ mergedInto: Id })]);
