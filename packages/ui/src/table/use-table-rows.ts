import { useDeferredValue, useMemo, useState } from 'react';
import { ascendingOrder, buildHaystacks, visibleIndices } from './row-order';
import type { Column, PageSize, SortState } from './types';

interface Options<T> {
  items: readonly T[];
  columns: readonly Column<T>[];
  search: string;
  searchText(item: T): string[];
  defaultPageSize: PageSize;
}

/** Search, sort and paging state of a DataTable; returns only the rows of the current page. */
export function useTableRows<T>({
  items,
  columns,
  search,
  searchText,
  defaultPageSize,
}: Options<T>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSizeState] = useState<PageSize>(defaultPageSize);
  // The page remembers the search it belongs to, so a new search shows page one at once.
  const [paging, setPaging] = useState({ page: 0, search });

  const query = useDeferredValue(search.trim().toLowerCase());

  // searchText and sortValue are usually inline arrows: keyed on the items array only, so the
  // 50,000 lowercase strings are not rebuilt on every render. New data means a new array.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const haystacks = useMemo(() => buildHaystacks(items, searchText), [items]);

  const sortColumn = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
  const sortValue = sortColumn?.sortValue;
  const order = useMemo(
    () => (sortValue ? ascendingOrder(items, sortValue) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, sort?.columnId, sortValue !== undefined],
  );

  const descending = sort?.direction === 'descending';
  const rows = useMemo(
    () => visibleIndices(items.length, order, descending, query ? haystacks : null, query),
    [items.length, order, descending, haystacks, query],
  );

  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const requested = paging.search === search ? paging.page : 0;
  // Clamp: a delete or a narrower search can leave the remembered page past the end.
  const page = Math.min(requested, pageCount - 1);
  const start = page * pageSize;
  const pageItems = useMemo(
    () => rows.slice(start, start + pageSize).map((i) => items[i]!),
    [rows, start, pageSize, items],
  );

  return {
    pageItems,
    total: rows.length,
    page,
    pageCount,
    pageSize,
    start,
    sort,
    /** Asc on the first click of a column, then toggles. */
    toggleSort(columnId: string) {
      setSort((s) =>
        s?.columnId === columnId
          ? { columnId, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
          : { columnId, direction: 'ascending' },
      );
    },
    setPage(next: number) {
      setPaging({ page: Math.max(0, Math.min(next, pageCount - 1)), search });
    },
    setPageSize(size: PageSize) {
      setPageSizeState(size);
      setPaging({ page: 0, search });
    },
  };
}
