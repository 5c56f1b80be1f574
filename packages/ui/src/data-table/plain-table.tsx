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
import type { Column, SortState } from './types';

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

export interface PlainTableProps<T> {
  /** The rows to show (a page of a longer list, or all of a short one). */
  items: readonly T[];
  columns: readonly Column<T>[];
  getRowId(item: T): string;
  ariaLabel: string;
  /** The one row shown when there are no items; none when left out. */
  emptyMessage?: ReactNode;
  sort?: SortState | null;
  /** A click on a sortable header; headers are sortable only with it (and a `sortValue`). */
  onSort?(columnId: string): void;
  onRowClick?(item: T): void;
  /** The rows shown are being replaced (aria-busy). */
  busy?: boolean;
  /** Merged onto the table, e.g. a wider minimum width. */
  className?: string;
}

/**
 * The product's table without list state or pager: header (sortable columns), rows, the empty
 * row. TableView adds the pager for DataTable and ServerDataTable; a list loaded another way
 * (the activity log's "Load more") uses it directly. Row action buttons must
 * `stopPropagation()` so they do not trigger `onRowClick`.
 */
export function PlainTable<T>(props: PlainTableProps<T>) {
  const { items, columns, getRowId, emptyMessage, onRowClick, onSort, sort } = props;
  const styles = useStyles();

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, item: T) => {
    // Only the row itself: Enter on a button inside the row belongs to that button.
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(item);
  };

  return (
    <div className={styles.scroll}>
      <Table
        aria-label={props.ariaLabel}
        aria-busy={props.busy || undefined}
        className={mergeClasses(styles.table, props.className)}
      >
        <TableHeader>
          <TableRow>
            {columns.map((column) =>
              column.sortValue && onSort ? (
                <TableHeaderCell
                  key={column.id}
                  className={styles.header}
                  sortable
                  sortDirection={sort?.columnId === column.id ? sort.direction : undefined}
                  button={{ onClick: () => onSort(column.id) }}
                >
                  {column.header}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell key={column.id} className={styles.header}>
                  {column.header}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.length === 0 && emptyMessage !== undefined ? (
            <TableRow>
              <TableCell colSpan={columns.length} className={styles.empty}>
                {emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            items.map((item) => (
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
                  <TableCell key={column.id} className={mergeClasses(styles.cell, column.cellClassName)}>
                    {column.render(item)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
