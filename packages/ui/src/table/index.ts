// @hr/ui/table: the searchable, sortable, paged tables (client and server mode), their search
// box, row actions and the people export menu. The Phone column is `phoneColumn` of @hr/ui/phone.
export { DataTable, type DataTableProps } from './data-table';
export { ServerDataTable, type ServerDataTableProps } from './server-data-table';
export {
  ServerQueryTable,
  type ServerQueryTableProps,
  type ServerPage,
} from './server-query-table';
export { PlainTable, type PlainTableProps } from './plain-table';
export { useServerTable, SEARCH_DEBOUNCE_MS, type ServerTableState } from './use-server-table';
export { peopleSearchParams, countText, PEOPLE_SORT_BY_COLUMN } from './people-search-params';
export { MIN_COLUMN_WIDTH } from './table-styles';
export type { CardSlot, Column, PageSize, SortState } from './types';
export { RowActions, ROW_ACTIONS_WIDTH, type RowActionsProps } from './row-actions';
export { SearchInput, type SearchInputProps } from './search-input';
export { ExportMenu, type ExportMenuProps } from './export-menu';
