import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';

export async function deleteSupervisor(id: string): Promise<void> {
  await api.delete(`/admin/supervisors/${encodeURIComponent(id)}`);
}

/**
 * The server keeps the supervisor's collectors and their records; the collectors' supervisor
 * becomes none, so the users list changes with the supervisors'.
 */
export function useDeleteSupervisor() {
  return useMutation({
    mutationFn: deleteSupervisor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.supervisors.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
      ]),
  });
}
