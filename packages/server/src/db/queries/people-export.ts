import type { Queryable } from '../types';
import type { ListCursor } from './people-list';
import { FLAG_NAMES } from './people-flags';

/** One person as the export reads it: stored values, the creator's name and phone joined. */
export interface ExportRow {
  id: string;
  name: string;
  father_name: string;
  phone: string;
  whatsapp_number: string | null;
  ward_no: string;
  area_name: string;
  household_size: number;
  religion: string;
  caste: string;
  gps_location: string | null;
  added_by: string | null;
  added_by_phone: string | null;
  created_at: Date;
  updated_at: Date;
  review_status: string;
  review_comment: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  /** The flag names, in QUALITY_FLAGS order. */
  flags: string[];
  /** created_at as text (microseconds kept), for the next batch's keyset. */
  at: string;
}

/**
 * The next `limit` people matching `filter` (from peopleFilter in people-search.ts), newest first,
 * after `cursor`. Keyset paging on (created_at, id) follows people_created_at_idx (or the search
 * indexes, then a sort of the matches), so each batch is a short statement: no connection or
 * cursor is held between batches, and a client that goes away simply gets no next batch.
 */
export async function peopleExportBatch(
  db: Queryable,
  filter: { conditions: string[]; params: unknown[] },
  cursor: ListCursor | undefined,
  limit: number,
): Promise<ExportRow[]> {
  const params = [...filter.params];
  const conditions = [...filter.conditions];
  if (cursor) {
    params.push(cursor.at, cursor.id);
    conditions.push(`(p.created_at, p.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(limit);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return db.query<ExportRow>(
    `SELECT p.id, p.name, p.father_name, p.phone, p.whatsapp_number, p.ward_no, p.area_name,
            p.household_size, p.religion, p.caste, p.gps_location,
            u.first_name || ' ' || u.last_name AS added_by, u.phone AS added_by_phone,
            p.created_at, p.updated_at, p.created_at::text AS at,
            p.review_status, p.review_comment, a.first_name || ' ' || a.last_name AS reviewed_by,
            p.reviewed_at, ${FLAG_NAMES} AS flags
     FROM (SELECT p.id FROM people p ${where}
           ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}) b
     JOIN people p ON p.id = b.id LEFT JOIN users u ON u.id = p.created_by
     LEFT JOIN admins a ON a.id = p.reviewed_by
     ORDER BY p.created_at DESC, p.id DESC`,
    params,
  );
}
