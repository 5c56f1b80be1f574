import { useEffect, type ReactNode } from 'react';
import { TableView } from './table-view';
import type { Column } from './types';
import type { ServerTableState } from './use-server-table';

export interface ServerDataTableProps<T> {
  /** Search, sort and paging, from `useServerTable`. */
  state: ServerTableState;
  /** The server's page of rows for `state` (or the previous page while the next loads). */
  items: readonly T[];
  /** Matches in all, from the server. */
  total: number;
  /** The server stopped counting: `total` is a lower bound. */
  totalCapped?: boolean;
  /** A request for `state` is under way. */
  busy?: boolean;
  columns: readonly Column<T>[];
  getRowId(item: T): string;
  emptyMessage: ReactNode;
  onRowClick?(item: T): void;
  ariaLabel: string;
}

/**
 * A table whose search, sort and paging run on the server: it shows the page it is given and
 * reports header clicks and pager changes to `state`. Same look and behaviour as DataTable.
 */
export function ServerDataTable<T>({
  state,
  items,
  total,
  totalCapped,
  busy,
  ...rest
}: ServerDataTableProps<T>) {
  const pageCount = Math.max(1, Math.ceil(total / state.pageSize));
  const { page, setPage } = state;
  // A delete can empty the last page: show the page that is now the last one.
  const pastEnd = !busy && items.length === 0 && page > 0 && page >= pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount - 1);
  }, [pastEnd, pageCount, setPage]);

  return (
    <TableView
      {...rest}
      pageItems={items}
      sort={state.sort}
      onSort={state.toggleSort}
      page={page}
      pageCount={pageCount}
      pageSize={state.pageSize}
      start={page * state.pageSize}
      total={total}
      totalCapped={totalCapped}
      onPage={setPage}
      onPageSize={state.setPageSize}
      busy={busy}
    />
  );
}
