import type { Queryable } from '../types';
import { CREATORS, PERSON_COLUMNS } from './people';

/** Where a newest-first walk stopped: the last row's created_at (as text, microseconds kept) and id. */
export interface ListCursor {
  at: string;
  id: string;
}

/** Whose people a full list holds: one collector's, some wards' (a supervisor's), or everyone's. */
export interface ListFilter {
  createdBy?: string;
  wards?: string[];
}

/**
 * The next `limit` people of the full list (newest first, after `cursor`), as JSON objects
 * joined by commas, ready to be written between `[` and `]`. Keyset paging on
 * (created_at, id) follows people_created_at_idx / people_created_by_idx, so every batch costs
 * the same however deep the walk is, and the server holds one batch at a time.
 */
export async function peopleBatchJson(
  db: Queryable,
  opts: ListFilter & { cursor?: ListCursor; limit: number },
): Promise<{ json: string; count: number; cursor?: ListCursor }> {
  const params: unknown[] = [opts.limit];
  const conditions: string[] = [];
  if (opts.createdBy) {
    params.push(opts.createdBy);
    conditions.push(`p.created_by = $${params.length}`);
  }
  if (opts.wards) {
    params.push(opts.wards);
    conditions.push(`p.ward_no = ANY ($${params.length}::text[])`);
  }
  if (opts.cursor) {
    params.push(opts.cursor.at, opts.cursor.id);
    conditions.push(`(p.created_at, p.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [row] = await db.query<{ json: string | null; count: number; at: string | null; id: string | null }>(
    `WITH b AS (SELECT p.id, p.created_at FROM people p ${where}
                ORDER BY p.created_at DESC, p.id DESC LIMIT $1)
     SELECT (SELECT string_agg(row_to_json(t)::text, ',' ORDER BY t."createdAt" DESC, t.id DESC)
             FROM (SELECT ${PERSON_COLUMNS} FROM b JOIN people p ON p.id = b.id
                   LEFT JOIN ${CREATORS} u ON u.id = p.created_by) t) AS json,
            (SELECT count(*)::int FROM b) AS count,
            (SELECT created_at::text FROM b ORDER BY created_at, id LIMIT 1) AS at,
            (SELECT id FROM b ORDER BY created_at, id LIMIT 1) AS id`,
    params,
  );
  const count = row?.count ?? 0;
  return {
    json: row?.json ?? '',
    count,
    cursor: count > 0 && row?.at && row.id ? { at: row.at, id: row.id } : undefined,
  };
}

/**
 * Changes whenever a person of the list or any collector is added, changed or deleted: every
 * write moves a count or a latest updated_at (clock_timestamp), and a review or a change of
 * flags moves people_review_version (migration 0013). The full lists' ETag.
 */
export async function peopleListVersion(db: Queryable, createdBy?: string): Promise<string> {
  const filter = createdBy ? 'WHERE created_by = $1' : '';
  const [row] = await db.query<{ v: string }>(
    `SELECT concat_ws(':', (SELECT count(*) FROM people ${filter}),
                      (SELECT max(updated_at) FROM people ${filter}),
                      (SELECT last_value FROM people_review_version),
                      (SELECT count(*) FROM users), (SELECT max(updated_at) FROM users)) AS v`,
    createdBy ? [createdBy] : [],
  );
  return row?.v ?? '';
}
