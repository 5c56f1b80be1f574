import { api } from '@hr/api';

/** The server deletes the user's people with the account. */
export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/admin/users/${encodeURIComponent(id)}`);
}
