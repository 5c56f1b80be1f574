import type { Religion } from '@hr/contracts';
import { api } from './client';

/** GET /lookups/religions, always fresh (never memoised: admins edit the lists while collectors use them). */
export async function getReligions(): Promise<Religion[]> {
  const { data } = await api.get<Religion[]>('/lookups/religions');
  return data;
}
