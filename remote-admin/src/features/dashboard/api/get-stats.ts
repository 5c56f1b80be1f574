import { api } from '@hr/api';
import type { Stats } from '@hr/contracts';

export async function getStats(): Promise<Stats> {
  const { data } = await api.get<Stats>('/admin/stats');
  return data;
}
