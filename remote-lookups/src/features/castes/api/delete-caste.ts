import { api } from '@hr/api';

export async function deleteCaste(id: string): Promise<void> {
  await api.delete(`/admin/castes/${encodeURIComponent(id)}`);
}
