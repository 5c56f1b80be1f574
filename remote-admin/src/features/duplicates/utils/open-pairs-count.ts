import type { SidebarCount } from '@hr/contracts';

/**
 * The open pairs' number: the Duplicates item's `count` in the descriptor (the shell shows it on
 * the sidebar) and the dashboard's "Possible duplicates", one query entry for both. A page of one
 * pair is the cheapest answer that carries the total.
 */
export const OPEN_PAIRS_COUNT: SidebarCount = {
  path: '/admin/duplicate-pairs?pageSize=1',
  field: 'total',
};
