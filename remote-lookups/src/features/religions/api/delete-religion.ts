import { api } from '@hr/api';

/** Deletes the religion; the server deletes its castes with it. */
export async function deleteReligion(id: string): Promise<void> {
  await api.delete(`/admin/religions/${encodeURIComponent(id)}`);
}
