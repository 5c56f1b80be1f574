import { useQuery } from '@tanstack/react-query';
import type { Religion } from '@hr/contracts';
import { errorMessage } from '@hr/api';
import { queryClient, queryKeys, religionsQueryOptions } from '@hr/api/query';
import { useLookupsT } from '@lookups/i18n';

export type LookupsState = {
  /** null until the first load succeeds. */
  religions: Religion[] | null;
  error: string | undefined;
  /**
   * After a create, rename or delete: the religions entry (the lookups page and the person
   * forms) fetches again; resolves once it is in. People keep names, so nothing else changes.
   */
  reload: () => Promise<void>;
  /** Shows the spinner again and reloads (the error state's Retry). */
  retry: () => void;
};

/** The religions and castes through the shared query (the same entry the person forms read). */
export function useLookups(): LookupsState {
  const t = useLookupsT();
  const query = useQuery(religionsQueryOptions());
  const failed = query.isError && !query.isFetching;
  return {
    religions: failed ? null : (query.data ?? null),
    error: failed ? errorMessage(query.error, t('page.loadFailed')) : undefined,
    reload: () => queryClient.invalidateQueries({ queryKey: queryKeys.religions.all }),
    retry: () => void query.refetch(),
  };
}
