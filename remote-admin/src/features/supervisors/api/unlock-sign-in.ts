import { useMutation } from '@tanstack/react-query';
import { api } from '@hr/api';

/**
 * Clears a supervisor's sign-in locks from every address and device, and the wait after many
 * failures (an office account's unlock, admins only; logged as `office_account.sign_in_unlocked`).
 */
export async function unlockSupervisorSignIn(id: string): Promise<void> {
  await api.post(`/admin/office-accounts/${encodeURIComponent(id)}/unlock-sign-in`);
}

export function useUnlockSupervisorSignIn() {
  return useMutation({ mutationFn: unlockSupervisorSignIn });
}
