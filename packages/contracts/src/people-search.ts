import { Type, type Static } from 'typebox';
import { Id } from './common';
import { PEOPLE_PAGE_SIZE_MAX, PEOPLE_SORT_KEYS, QUALITY_FLAG_FILTERS, REVIEW_STATUSES } from './constants';
import { Person } from './people';

export type PeopleSortKey = (typeof PEOPLE_SORT_KEYS)[number];
export type QualityFlagFilter = (typeof QUALITY_FLAG_FILTERS)[number];

/**
 * The review filters (issue 30) of the searches, the exports, the reports and the map: one review
 * state, and one quality flag or `any`.
 */
export const reviewFilters = {
  reviewStatus: Type.Optional(Type.Enum([...REVIEW_STATUSES])),
  flag: Type.Optional(Type.Enum([...QUALITY_FLAG_FILTERS])),
};

const userQuery = {
  /** Case-insensitive substring; no control characters (they could join two fields). */
  q: Type.Optional(Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' })),
  sort: Type.Optional(Type.Enum([...PEOPLE_SORT_KEYS])),
  /** Default: `desc` for createdAt, `asc` for the others. */
  dir: Type.Optional(Type.Enum(['asc', 'desc'])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PEOPLE_PAGE_SIZE_MAX })),
  ...reviewFilters,
};

/** GET /user/people/search: the caller's own people. */
export const UserPeopleSearchQuery = Type.Object(userQuery);
export type UserPeopleSearchQuery = Static<typeof UserPeopleSearchQuery>;

/** GET /admin/people/search: everybody's, or one collector's (`createdBy`, a user id). */
/** `supervisorId`: only the people in that supervisor's wards. */
export const AdminPeopleSearchQuery = Type.Object({
  ...userQuery,
  createdBy: Type.Optional(Id),
  supervisorId: Type.Optional(Id),
});
export type AdminPeopleSearchQuery = Static<typeof AdminPeopleSearchQuery>;

export const PeoplePage = Type.Object({
  items: Type.Array(Person),
  /**
   * Matches in all: exact without `q`; with `q` counted exactly up to PEOPLE_COUNT_CAP (or to
   * the end of the page asked for, when that is further), beyond which `totalCapped` is true and
   * `total` is a lower bound: the screens show '10,000+ records'.
   */
  total: Type.Integer(),
  totalCapped: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type PeoplePage = Static<typeof PeoplePage>;
