import { api } from '@hr/api';

export async function deletePerson(id: string): Promise<void> {
  await api.delete(`/admin/people/${encodeURIComponent(id)}`);
}
