import { api } from '@hr/api';
import type { Religion, ReligionBody } from '@hr/contracts';

export async function createReligion(name: string): Promise<Religion> {
  const body: ReligionBody = { name };
  const { data } = await api.post<Religion>('/admin/religions', body);
  return data;
}
