import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { CreateSupervisorBody, Supervisor } from '@hr/contracts';

export async function createSupervisor(body: CreateSupervisorBody): Promise<Supervisor> {
  const { data } = await api.post<Supervisor>('/admin/supervisors', body);
  return data;
}

/** A new supervisor: the list and the Supervisor choices change; no collector or person does. */
export function useCreateSupervisor() {
  return useMutation({
    mutationFn: createSupervisor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supervisors.all }),
  });
}
