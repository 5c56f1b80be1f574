import { useQuery } from '@tanstack/react-query';
import { religionsQueryOptions } from '@hr/api/query';
import type { Religion } from '@hr/contracts';

export interface UseReligionsResult {
  religions: Religion[];
  /** True while the list is being fetched, including the fresh fetch of every mount. */
  loading: boolean;
  /** The raw failure; turn it into text with errorMessage(error, 'Unable to load religions'). */
  error: unknown;
  reload(): void;
}

/**
 * The religion and caste lookups for the person forms, from the shared religions query. Every
 * mount fetches again (admins may have just edited the lists), and the forms wait for that
 * answer rather than offer a list that may be stale.
 */
export function useReligions(): UseReligionsResult {
  const query = useQuery(religionsQueryOptions());
  return {
    religions: query.data ?? [],
    loading: query.isFetching,
    error: query.isError && !query.isFetching ? query.error : null,
    reload: () => void query.refetch(),
  };
}
