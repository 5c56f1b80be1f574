import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  render(item: T): ReactNode;
  /** A column with a sort value is sortable; strings sort case-insensitively. */
  sortValue?(item: T): string | number;
  /** Merged onto each of the column's body cells (e.g. `white-space: nowrap` for a time). */
  cellClassName?: string;
}

export type PageSize = 5 | 10 | 25;
export const PAGE_SIZES: readonly PageSize[] = [5, 10, 25];

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}
