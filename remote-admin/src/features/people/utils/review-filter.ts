import type { QualityFlagFilter, ReviewStatus } from '@hr/contracts';

/** The All People "Review" filter's choices, in the order shown; `flagged` is any quality flag. */
export const REVIEW_FILTERS = [
  'all',
  'pending',
  'needs_correction',
  'verified',
  'flagged',
] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The address's `review=` value, or `all` for a missing or unknown one. */
export function parseReviewFilter(value: string | null): ReviewFilter {
  return REVIEW_FILTERS.includes(value as ReviewFilter) ? (value as ReviewFilter) : 'all';
}

/** The search's and the export's query for a choice. */
export function reviewFilterParams(filter: ReviewFilter): {
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
} {
  if (filter === 'all') return {};
  if (filter === 'flagged') return { flag: 'any' };
  return { reviewStatus: filter };
}
