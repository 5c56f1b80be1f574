import type { ReactNode } from 'react';

/**
 * Where a column's value goes in the card each row becomes on a phone (under 600 px):
 * - 'title': the card's first line, in bold (the record's name);
 * - 'line' (the default): a line of its own, after `cardLabel` when given;
 * - 'inline': beside the next 'inline' column, the two joined by ' · ' ('Ward 3 · Lakeside');
 * - 'actions': the row's buttons, on the title's line at the card's right;
 * - 'select': the row's checkbox, on the title's line before it.
 */
export type CardSlot = 'title' | 'line' | 'inline' | 'actions' | 'select';

export interface Column<T> {
  id: string;
  header: ReactNode;
  render(item: T): ReactNode;
  /** A column with a sort value is sortable; strings sort case-insensitively. */
  sortValue?(item: T): string | number;
  /** Merged onto each of the column's body cells (e.g. `white-space: nowrap` for a time). */
  cellClassName?: string;
  /** Its place in the phone card; 'line' when not given. */
  card?: CardSlot;
  /**
   * Shown before the value in the phone card ('Ward' gives 'Ward 3'). Only for sighted users:
   * a screen reader already announces the column header with each cell.
   */
  cardLabel?: string;
  /**
   * 'end' for numbers: the header and its cells at the end of the column (right in English, as
   * spreadsheets and Fluent's examples align figures), the figures of one width.
   */
  align?: 'end';
  /**
   * From 600 px the value stays on one line, cut with an ellipsis when longer than the column
   * (its whole text as a tooltip): a list whose rows must stay one line high (All People).
   */
  truncate?: boolean;
  /**
   * Width in px on wider screens (the table's layout is fixed, so columns do not jump from page
   * to page); columns without one share what is left, at least MIN_COLUMN_WIDTH each.
   */
  width?: number;
}

export type PageSize = 5 | 10 | 25;
export const PAGE_SIZES: readonly PageSize[] = [5, 10, 25];

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
