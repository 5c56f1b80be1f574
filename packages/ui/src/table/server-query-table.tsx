import { useDeferredValue, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@hr/api';
import { ErrorState, FocusFallback, LoadingState } from '@hr/ui/page';
import { ServerDataTable, type ServerDataTableProps } from './server-data-table';

/** What a search endpoint answers: one page of rows and the count of all matches. */
export interface ServerPage<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
}

export interface ServerQueryTableProps<T> extends Omit<
  ServerDataTableProps<T>,
  'items' | 'total' | 'totalCapped' | 'busy'
> {
  /** The TanStack query of the page `state` asks for (kept as placeholder while the next loads). */
  query: UseQueryResult<ServerPage<T>>;
  /** The error text when the server sends no message. */
  errorFallback: string;
  loadingLabel?: string;
  /** The table's row buttons open dialogs: focus lands here when their row is gone. */
  focusFallbackRef?: RefObject<HTMLDivElement | null>;
}

/**
 * A server-paged list the way every people screen shows it: the error with a Retry once the
 * request has failed (not while a retry runs), a spinner until the first page, then the table,
 * marked busy while the next page, sort or search loads.
 */
export function ServerQueryTable<T>(props: ServerQueryTableProps<T>) {
  const { query, errorFallback, loadingLabel, focusFallbackRef, ...table } = props;
  // A query's answer re-renders at once (useSyncExternalStore), never in a transition. The first
  // page of rows is drawn from a deferred copy, which React draws in slices, leaving a phone's main
  // thread free between them while the screen comes up; later pages (the user's own Next, sort or
  // search) show at once, together with the count beside the table.
  const first = useDeferredValue(query.data);
  const page = first === undefined ? undefined : query.data;
  if (query.isError && !query.isFetching) {
    return (
      <ErrorState
        message={errorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!page) return <LoadingState label={loadingLabel} />;
  const view = (
    <ServerDataTable
      {...table}
      items={page.items}
      total={page.total}
      totalCapped={page.totalCapped}
      busy={query.isPlaceholderData}
    />
  );
  return focusFallbackRef ? <FocusFallback ref={focusFallbackRef}>{view}</FocusFallback> : view;
}
