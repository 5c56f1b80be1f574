import type { QualityFlagFilter, ReviewStatus } from '@hr/contracts';
import type { Queryable } from '../types';

export interface ExportLinkGrant {
  role: 'admin' | 'user';
  accountId: string;
  format: 'csv' | 'xlsx';
  q: string | null;
  createdBy: string | null;
  reviewStatus: ReviewStatus | null;
  flag: QualityFlagFilter | null;
  /** Only these wards; null: the whole district. */
  wards: string[] | null;
}

/**
 * Stores a link (by the SHA-256 of its token) valid `seconds` from now. `withPosition` (on
 * PostgreSQL): with the log position of now, which its download's replica must have replayed
 * (migration 0020).
 */
export async function insertExportLink(
  db: Queryable,
  tokenHash: Buffer,
  grant: ExportLinkGrant,
  seconds: number,
  withPosition = false,
): Promise<void> {
  await db.query(
    `INSERT INTO export_links (token_hash, role, account_id, format, q, created_by, review_status, flag, wards, expires_at, read_after)
     VALUES ($1, $2, $3, $4, $5, $6, $8, $9, $10, clock_timestamp() + make_interval(secs => $7),
             CASE WHEN $11::boolean THEN pg_current_wal_insert_lsn()::text END)`,
    [
      tokenHash, grant.role, grant.accountId, grant.format, grant.q, grant.createdBy, seconds,
      grant.reviewStatus, grant.flag, grant.wards, withPosition,
    ],
  );
}

/**
 * Uses a link up: deletes it and returns what it grants, when it exists, is live, was made for
 * this role and (when the download carries a session) for this account. One statement, so of two
 * concurrent downloads exactly one gets the file. A link tried with another account's session is
 * left in place (it was not that account's to spend).
 */
export async function consumeExportLink(
  db: Queryable,
  tokenHash: Buffer,
  role: 'admin' | 'user',
  accountId: string | null,
): Promise<(ExportLinkGrant & { readAfter: string | null }) | undefined> {
  const [row] = await db.query<{
    account_id: string;
    format: 'csv' | 'xlsx';
    q: string | null;
    created_by: string | null;
    review_status: ReviewStatus | null;
    flag: QualityFlagFilter | null;
    wards: string[] | null;
    read_after: string | null;
  }>(
    `DELETE FROM export_links
     WHERE token_hash = $1 AND role = $2 AND expires_at > clock_timestamp()
       AND ($3::uuid IS NULL OR account_id = $3)
     RETURNING account_id, format, q, created_by, review_status, flag, wards, read_after`,
    [tokenHash, role, accountId],
  );
  return row
    ? {
        role,
        accountId: row.account_id,
        format: row.format,
        q: row.q,
        createdBy: row.created_by,
        reviewStatus: row.review_status,
        flag: row.flag,
        wards: row.wards,
        readAfter: row.read_after,
      }
    : undefined;
}

/** Housekeeping: drops expired links; returns how many. */
export async function purgeExpiredExportLinks(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM export_links WHERE expires_at <= clock_timestamp() RETURNING 1 AS gone');
  return rows.length;
}
