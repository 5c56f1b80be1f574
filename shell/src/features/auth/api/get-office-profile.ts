import { api } from '@hr/api';
import type { Profile } from '@hr/contracts';

/** GET /admin/me: the signed-in office account as it is now (a supervisor's wards may change). */
export async function getOfficeProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await api.get<Profile>('/admin/me', { signal });
  return data;
}
