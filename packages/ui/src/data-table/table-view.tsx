import type { KeyboardEvent, ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-table';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { TablePager } from './table-pager';
import type { Column, PageSize, SortState } from './types';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  // Wide enough for a phone number and three touch-sized row buttons; on a phone the table
  // scrolls inside its own box.
  table: { minWidth: '800px' },
  // A long value wraps inside its cell instead of running over the next column.
  cell: { overflowWrap: 'anywhere' },
  clickable: {
    cursor: 'pointer',
    ':focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: tokens.strokeWidthThick,
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  header: { fontWeight: tokens.fontWeightSemibold },
  empty: {
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
  },
});

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
}

/**
 * The one table of the product: header with sortable columns, the current page's rows, the
 * pager. It holds no list state: DataTable (client mode) and ServerDataTable (server mode) own
 * the search, sort and paging and pass the page in. Row action buttons must `stopPropagation()`
 * so they do not trigger `onRowClick`.
 */
export function TableView<T>(t: TableViewProps<T>) {
  const { columns, getRowId, emptyMessage, onRowClick, ariaLabel } = t;
  const styles = useStyles();

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, item: T) => {
    // Only the row itself: Enter on a button inside the row belongs to that button.
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(item);
  };

  return (
    <div>
      <div className={styles.scroll}>
        <Table aria-label={ariaLabel} aria-busy={t.busy || undefined} className={styles.table}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => {
                const active = t.sort?.columnId === column.id;
                return column.sortValue ? (
                  <TableHeaderCell
                    key={column.id}
                    className={styles.header}
                    sortable
                    sortDirection={active ? t.sort!.direction : undefined}
                    button={{ onClick: () => t.onSort(column.id) }}
                  >
                    {column.header}
                  </TableHeaderCell>
                ) : (
                  <TableHeaderCell key={column.id} className={styles.header}>
                    {column.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {t.pageItems.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className={styles.empty}>
                  {emptyMessage}
                </TableCell>
              </TableRow>
            ) : (
              t.pageItems.map((item) => (
                <TableRow
                  key={getRowId(item)}
                  className={mergeClasses(onRowClick && styles.clickable)}
                  {...(onRowClick && {
                    tabIndex: 0,
                    onClick: () => onRowClick(item),
                    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) =>
                      onRowKeyDown(event, item),
                  })}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} className={styles.cell}>
                      {column.render(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
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
