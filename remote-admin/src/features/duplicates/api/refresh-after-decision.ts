import { queryClient, queryKeys } from '@hr/api/query';

/**
 * What a decision on a pair changes: the queue, the sidebar's number (the shell's, read through
 * the shared key), the two records' "Possible duplicate" flag (people, the dashboard's counts),
 * the activity log and, for a merge, each collector's count of people. Resolves once the queue on
 * screen is in, so the dialog closes over a list that no longer shows the pair.
 */
export async function refreshAfterDecision({ merged }: { merged: boolean }) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.sidebarCounts.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.people.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  if (merged) void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  await queryClient.invalidateQueries({ queryKey: queryKeys.duplicatePairs.all });
}
