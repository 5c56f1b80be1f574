import { useEffect, useState } from 'react';
import type { PageSize, SortState } from './types';

/** How long typing must pause before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface ServerTableState {
  /** The search box's text, as typed. */
  search: string;
  setSearch(value: string): void;
  /** The trimmed search text once typing paused: what the request sends. */
  query: string;
  sort: SortState | null;
  /** From 0; back to 0 whenever `query` changes. */
  page: number;
  pageSize: PageSize;
  /** The first click on a column sorts it ascending; each further click on it toggles the direction. */
  toggleSort(columnId: string): void;
  setPage(page: number): void;
  setPageSize(size: PageSize): void;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === debounced) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

/**
 * Search, sort and paging state of a list searched on the server (ServerDataTable). The same
 * rules as the client table: a new search shows page one, a new page size too, a sort keeps the
 * page. Only the debounced text reaches the request, so a burst of typing is one request.
 */
export function useServerTable(defaultPageSize: PageSize): ServerTableState {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortState | null>(null);
  const [pageSize, setPageSizeState] = useState<PageSize>(defaultPageSize);
  // The page remembers the search it belongs to, so a new search asks for page one at once.
  const [paging, setPaging] = useState({ page: 0, query });
  const page = paging.query === query ? paging.page : 0;

  return {
    search,
    setSearch,
    query,
    sort,
    page,
    pageSize,
    toggleSort(columnId) {
      setSort((s) =>
        s?.columnId === columnId
          ? { columnId, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
          : { columnId, direction: 'ascending' },
      );
    },
    setPage(next) {
      setPaging({ page: Math.max(0, next), query });
    },
    setPageSize(size) {
      setPageSizeState(size);
      setPaging({ page: 0, query });
    },
  };
}
