import type { ReactNode } from 'react';
import { TableView } from './table-view';
import type { Column, PageSize } from './types';
import { useTableRows } from './use-table-rows';

export interface DataTableProps<T> {
  items: readonly T[];
  columns: readonly Column<T>[];
  getRowId(item: T): string;
  /** Controlled search text (from a SearchInput); a change shows page one. */
  search: string;
  /** The fields the search matches, case-insensitive substring. Read once per items array. */
  searchText(item: T): string[];
  defaultPageSize: PageSize;
  /** Shown when no row matches (or there are none). */
  emptyMessage: ReactNode;
  onRowClick?(item: T): void;
  ariaLabel: string;
  /** A compact table on a phone too, not a card per row (TableView). */
  compact?: boolean;
}

/**
 * Client-side searchable, sortable, paged table over a list already in memory (the dashboard's
 * users). Lists that live on the server use ServerDataTable; both render TableView.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const t = useTableRows(props);
  return (
    <TableView
      {...props}
      pageItems={t.pageItems}
      sort={t.sort}
      onSort={t.toggleSort}
      page={t.page}
      pageCount={t.pageCount}
      pageSize={t.pageSize}
      start={t.start}
      total={t.total}
      onPage={t.setPage}
      onPageSize={t.setPageSize}
    />
  );
}
