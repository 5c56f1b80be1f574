import { api } from '@hr/api';
import type { Religion, ReligionBody } from '@hr/contracts';

export async function updateReligion(id: string, name: string): Promise<Religion> {
  const body: ReligionBody = { name };
  const { data } = await api.put<Religion>(`/admin/religions/${encodeURIComponent(id)}`, body);
  return data;
}
