import { api } from '@hr/api';
import type { Caste, UpdateCasteBody } from '@hr/contracts';

export async function updateCaste(id: string, body: UpdateCasteBody): Promise<Caste> {
  const { data } = await api.put<Caste>(`/admin/castes/${encodeURIComponent(id)}`, body);
  return data;
}
