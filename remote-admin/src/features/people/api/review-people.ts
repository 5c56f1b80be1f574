import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryClient, queryKeys } from '@hr/api/query';
import type { BulkReviewBody, BulkReviewResult, Person, ReviewBody } from '@hr/contracts';

/** PUT /admin/people/{id}/review: one person's review state; answers the person. */
export async function reviewPerson(id: string, body: ReviewBody): Promise<Person> {
  const { data } = await api.put<Person>(`/admin/people/${encodeURIComponent(id)}/review`, body);
  return data;
}

/** POST /admin/people/review: one state for up to REVIEW_BULK_MAX people, all or none. */
export async function reviewPeople(body: BulkReviewBody): Promise<BulkReviewResult> {
  const { data } = await api.post<BulkReviewResult>('/admin/people/review', body);
  return data;
}

// A review changes the people lists (status, filters), the dashboard's counts, each collector's
// "Verified %" and the person's history: all of them go stale, those on screen fetch again, and
// the mutation resolves once the people lists are in.
async function refresh() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
  await queryClient.invalidateQueries({ queryKey: queryKeys.people.all });
}

export function useReviewPerson() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewBody }) => reviewPerson(id, body),
    onSuccess: refresh,
  });
}

export function useReviewPeople() {
  return useMutation({ mutationFn: reviewPeople, onSuccess: refresh });
}
