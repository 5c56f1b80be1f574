import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import type { DismissPairBody } from '@hr/contracts';
import { refreshAfterDecision } from './refresh-after-decision';

/** POST /admin/duplicate-pairs/{id}/dismiss: "Not a duplicate" (204). */
export async function dismissDuplicatePair(id: string, body: DismissPairBody): Promise<void> {
  await api.post(`/admin/duplicate-pairs/${encodeURIComponent(id)}/dismiss`, body);
}

export function useDismissDuplicatePair() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DismissPairBody }) =>
      dismissDuplicatePair(id, body),
    onSuccess: () => refreshAfterDecision({ merged: false }),
  });
}
