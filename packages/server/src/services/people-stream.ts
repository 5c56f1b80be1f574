import { Readable } from 'node:stream';
import type { Queryable } from '../db';
import { peopleBatchJson, type ListCursor, type ListFilter } from '../db/queries/people-list';

/** Rows per database round trip: about 500 KB of JSON, read while the previous one is sent. */
const BATCH = 1_000;

/**
 * The full list as a JSON array text, one batch at a time: the stream asks for the next batch
 * only when the client (through compression) has taken the previous one, so memory stays flat at
 * 1,000,000 people. Batches are separate statements, not one snapshot: a person added during the
 * walk may be missing from it (newer than its start), but none is sent twice or skipped.
 */
export function peopleJsonStream(db: Queryable, filter: ListFilter): Readable {
  async function* chunks() {
    yield '[';
    let cursor: ListCursor | undefined;
    let first = true;
    for (;;) {
      const batch = await peopleBatchJson(db, { ...filter, cursor, limit: BATCH });
      if (batch.count > 0) yield first ? batch.json : `,${batch.json}`;
      first = false;
      if (batch.count < BATCH || !batch.cursor) break;
      cursor = batch.cursor;
    }
    yield ']';
  }
  return Readable.from(chunks(), { objectMode: false });
}
