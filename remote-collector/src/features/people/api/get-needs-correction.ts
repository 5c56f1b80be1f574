import { REVIEW_BULK_MAX } from '@hr/contracts/constants';
import { searchMyPeopleQueryOptions } from '@hr/api/query';

// The whole list in one page: the office sends few back at a time.
const QUERY = { reviewStatus: 'needs_correction', page: 1, pageSize: REVIEW_BULK_MAX } as const;

/** The collector's own people the office sent back for correction (issue 30). */
export const needsCorrectionQueryOptions = () => searchMyPeopleQueryOptions(QUERY);
