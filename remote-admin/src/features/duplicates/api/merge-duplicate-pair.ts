import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import type { MergePairBody, MergePairResult } from '@hr/contracts';
import { refreshAfterDecision } from './refresh-after-decision';

/**
 * POST /admin/duplicate-pairs/{id}/merge: the kept record takes the chosen values, the other is
 * removed. 409 CONFLICT when either record changed since `version` was read.
 */
export async function mergeDuplicatePair(
  id: string,
  body: MergePairBody,
): Promise<MergePairResult> {
  const { data } = await api.post<MergePairResult>(
    `/admin/duplicate-pairs/${encodeURIComponent(id)}/merge`,
    body,
  );
  return data;
}

export function useMergeDuplicatePair() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MergePairBody }) => mergeDuplicatePair(id, body),
    onSuccess: () => refreshAfterDecision({ merged: true }),
  });
}
