import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { Supervisor, UpdateSupervisorBody } from '@hr/contracts';

export async function updateSupervisor(
  id: string,
  body: UpdateSupervisorBody,
): Promise<Supervisor> {
  const { data } = await api.put<Supervisor>(`/admin/supervisors/${encodeURIComponent(id)}`, body);
  return data;
}

/**
 * New wards change what "that supervisor's wards" selects: the people lists, reports and map
 * filtered by them; a new name shows in the collectors' Supervisor column.
 */
export function useUpdateSupervisor() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSupervisorBody }) =>
      updateSupervisor(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.supervisors.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
      ]),
  });
}
