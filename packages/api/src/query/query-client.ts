import { QueryClient } from '@tanstack/react-query';
import { onSignOut } from '@hr/session';

/**
 * The one QueryClient of the product. This module is shared through federation as a singleton
 * (`@hr/api/query` in packages/build/shared.js), so the shell and every remote read and invalidate
 * the same cache, the way they share one axios instance and one session atom.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Admins edit lists other screens show: an entry counts as stale at once, so a screen that
      // mounts shows what it has and asks again in the background.
      staleTime: 0,
      // The screens show 'Failed to load ...' with Retry; three silent retries would hide a dead
      // server for seconds first.
      retry: false,
      // A record list coming back from another tab must not refetch behind the user's back.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Records of the signed-out account must not outlive its session in this tab.
onSignOut(() => queryClient.clear());
