import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-table';
import { mergeClasses } from '@griffel/react';
import { useUiT } from '@hr/ui/i18n';
import { MIN_COLUMN_WIDTH, useTableStyles } from './table-styles';
import type { Column, SortState } from './types';

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
  /**
   * Each row a card under 600 px (see table-styles.ts), and from 600 px as wide as the columns'
   * widths add up to. TableView sets it; without it the table keeps 800 px and scrolls.
   */
  cards?: boolean;
  /**
   * A table at every width, as wide as the columns' widths add up to, scrolling sideways in its
   * box when the screen is narrower (a report's few short columns: a compact table reads better
   * on a phone than a card per row). Instead of `cards`.
   */
  compact?: boolean;
  /** Merged onto the table, e.g. a wider minimum width. */
  className?: string;
}

/** A value on one line, its whole text as the tooltip when it is text. */
function Truncated({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={className} title={typeof children === 'string' ? children : undefined}>
      {children}
    </span>
  );
}

/** The sum of the columns' widths: the table scrolls in its box below it, never clips. */
function minTableWidth<T>(columns: readonly Column<T>[]): string {
  return `${columns.reduce((sum, c) => sum + (c.width ?? MIN_COLUMN_WIDTH), 0)}px`;
}

/**
 * The product's table without list state or pager: header (sortable columns), rows, the empty
 * row. TableView adds the pager for DataTable and ServerDataTable; a list loaded another way
 * (the activity log's "Load more") uses it directly. Row action buttons must
 * `stopPropagation()` so they do not trigger `onRowClick`. The elements carry explicit table
 * roles: as cards they no longer display as a table, and the roles keep them one for assistive
 * technology.
 */
export function PlainTable<T>(props: PlainTableProps<T>) {
  const { items, columns, getRowId, emptyMessage, onRowClick, onSort, sort, cards, compact } =
    props;
  const sized = cards || compact;
  const styles = useTableStyles();
  const t = useUiT();

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, item: T) => {
    // Only the row itself: Enter on a button inside the row belongs to that button.
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(item);
  };

  return (
    <div className={styles.scroll}>
      <Table
        role="table"
        aria-label={props.ariaLabel}
        aria-busy={props.busy || undefined}
        className={mergeClasses(
          cards ? styles.cards : compact ? styles.compact : styles.plain,
          props.className,
        )}
        style={
          sized ? ({ '--hr-table-min-width': minTableWidth(columns) } as CSSProperties) : undefined
        }
      >
        <TableHeader role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => {
              // A variable, not an inline width: the phone's sort bar must not take it.
              const width =
                column.width === undefined
                  ? undefined
                  : ({ '--hr-column-width': `${column.width}px` } as CSSProperties);
              const end = column.align === 'end';
              const className = mergeClasses(
                styles.header,
                width && styles.sized,
                end && styles.end,
              );
              // The header's inner box (a div, or the sort button) is a flex row: pushed to the end.
              const inner = end ? styles.endInner : undefined;
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              // aria-sort on the header and Fluent's arrow show the state; the button's own name
              // says it too ('Name, sorted ascending'), for the chips of the 360 px cards.
              const sortedName =
                direction && typeof column.header === 'string'
                  ? column.header + t(`sort.${direction}`)
                  : undefined;
              return column.sortValue && onSort ? (
                <TableHeaderCell
                  key={column.id}
                  role="columnheader"
                  className={className}
                  style={width}
                  data-sortable=""
                  sortable
                  sortDirection={direction}
                  button={{
                    onClick: () => onSort(column.id),
                    'aria-label': sortedName,
                    className: inner,
                  }}
                >
                  {column.header}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell
                  key={column.id}
                  role="columnheader"
                  className={className}
                  style={width}
                  button={{ className: inner }}
                >
                  {column.header}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup">
          {items.length === 0 && emptyMessage !== undefined ? (
            <TableRow role="row">
              <TableCell
                role="cell"
                colSpan={columns.length}
                className={styles.empty}
                data-card="empty"
              >
                {emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            items.map((item) => (
              <TableRow
                key={getRowId(item)}
                role="row"
                className={mergeClasses(onRowClick && styles.clickable)}
                {...(onRowClick && {
                  tabIndex: 0,
                  onClick: () => onRowClick(item),
                  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) =>
                    onRowKeyDown(event, item),
                })}
              >
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    role="cell"
                    className={mergeClasses(
                      styles.cell,
                      column.align === 'end' && styles.end,
                      column.cellClassName,
                    )}
                    data-card={column.card ?? 'line'}
                    data-label={column.cardLabel}
                  >
                    {column.truncate ? (
                      <Truncated className={styles.truncate}>{column.render(item)}</Truncated>
                    ) : (
                      column.render(item)
                    )}
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
