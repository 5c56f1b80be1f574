import { api } from '@hr/api';
import type { Caste, CreateCasteBody } from '@hr/contracts';

export async function createCaste(religionId: string, name: string): Promise<Caste> {
  const body: CreateCasteBody = { religionId, name };
  const { data } = await api.post<Caste>('/admin/castes', body);
  return data;
}
