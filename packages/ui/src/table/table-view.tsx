import type { ReactNode } from 'react';
import { PlainTable } from './plain-table';
import { TablePager } from './table-pager';
import type { Column, PageSize, SortState } from './types';

export interface TableViewProps<T> {
  /** The rows of the current page only. */
  pageItems: readonly T[];
  columns: readonly Column<T>[];
  getRowId(item: T): string;
  sort: SortState | null;
  /** A click on a sortable header (a column with `sortValue`). */
  onSort(columnId: string): void;
  emptyMessage: ReactNode;
  onRowClick?(item: T): void;
  ariaLabel: string;
  page: number;
  pageCount: number;
  pageSize: PageSize;
  /** Index of the page's first row in the whole list. */
  start: number;
  total: number;
  /** `total` is a lower bound (the server stopped counting): the pager says 'of N+'. */
  totalCapped?: boolean;
  onPage(page: number): void;
  onPageSize(size: PageSize): void;
  /** The next page, sort or search is loading: the rows shown are the previous ones. */
  busy?: boolean;
  /** A compact table on a phone too (scrolling sideways), not a card per row (PlainTable). */
  compact?: boolean;
}

/**
 * The one paged table of the product: PlainTable (header with sortable columns, the current
 * page's rows) and the pager. It holds no list state: DataTable (client mode) and
 * ServerDataTable (server mode) own the search, sort and paging and pass the page in. Under
 * 600 px its rows are cards (PlainTable `cards`).
 */
export function TableView<T>(t: TableViewProps<T>) {
  return (
    <div>
      <PlainTable
        items={t.pageItems}
        columns={t.columns}
        getRowId={t.getRowId}
        ariaLabel={t.ariaLabel}
        emptyMessage={t.emptyMessage}
        sort={t.sort}
        onSort={t.onSort}
        onRowClick={t.onRowClick}
        busy={t.busy}
        cards={!t.compact}
        compact={t.compact}
      />
      <TablePager
        page={t.page}
        pageCount={t.pageCount}
        pageSize={t.pageSize}
        start={t.start}
        shown={t.pageItems.length}
        total={t.total}
        totalCapped={t.totalCapped}
        onPage={t.onPage}
        onPageSize={t.onPageSize}
      />
    </div>
  );
}
