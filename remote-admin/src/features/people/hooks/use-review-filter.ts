import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseReviewFilter, reviewFilterParams, type ReviewFilter } from '../utils/review-filter';

/**
 * The "Review" filter of All People, kept in the address (`?review=pending`) like the reports'
 * filters: the dashboard's counts link to it, and a filtered list can be bookmarked or sent.
 */
export function useReviewFilter() {
  const [search, setSearch] = useSearchParams();
  const value = parseReviewFilter(search.get('review'));
  const params = useMemo(() => reviewFilterParams(value), [value]);
  const set = (next: ReviewFilter) => {
    setSearch(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('review');
        else copy.set('review', next);
        return copy;
      },
      { replace: true },
    );
  };
  return { value, set, params };
}
