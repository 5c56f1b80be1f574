import type { Queryable } from '../../db';
import { peopleExportBatch, type ExportRow } from '../../db/queries/people-export';
import type { ListCursor } from '../../db/queries/people-list';
import { peopleFilter, type PeopleFilter } from '../../db/queries/people-search';

/** Rows per statement: about 600 KB of CSV; the next batch is read while this one is written. */
export const EXPORT_BATCH = 2_000;

/**
 * Every person matching the filter, newest first, a batch at a time (keyset on created_at, id):
 * no snapshot, so a person added during the walk may be missing, but none is sent twice. One
 * batch is read ahead. Once `gone` is aborted (the client went away) no further statement is
 * issued: at most the one already running finishes. The signal is needed besides stopping the
 * iteration, because a generator waiting on a batch only sees `return()` after that batch, too
 * late to cancel the read-ahead it starts then.
 */
export async function* exportBatches(
  db: Queryable,
  filter: PeopleFilter,
  gone?: AbortSignal,
): AsyncGenerator<ExportRow[]> {
  const where = await peopleFilter(db, filter);
  const read = (cursor?: ListCursor) => peopleExportBatch(db, where, cursor, EXPORT_BATCH);
  let next: Promise<ExportRow[]> | undefined = read();
  while (next) {
    const rows: ExportRow[] = await next;
    const last = rows[rows.length - 1];
    next = rows.length === EXPORT_BATCH && last && !gone?.aborted ? read({ at: last.at, id: last.id }) : undefined;
    // A read-ahead whose consumer stopped must not become an unhandled rejection.
    next?.catch(() => undefined);
    if (rows.length > 0) yield rows;
  }
}
