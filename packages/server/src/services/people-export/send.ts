import type { PeopleExportFormat, QualityFlagFilter, ReviewStatus } from '@hr/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { peopleExported } from './audit';
import { zonedClock } from '../../lib/zoned-time';
import { exportBatches } from './batches';
import { csvStream } from './csv-stream';
import type { ExportRun } from './run';
import { xlsxStream } from './xlsx-stream';

export interface ExportGrant {
  role: 'admin' | 'user';
  accountId: string;
  format: PeopleExportFormat;
  q?: string;
  /** Only this collector's people (the collector's own export always sets it). */
  createdBy?: string;
  reviewStatus?: ReviewStatus;
  flag?: QualityFlagFilter;
  /** Only these wards (a supervisor's scope, or a supervisor filter). */
  wards?: string[];
  /** Made with an API token: the log names the token, not an account. */
  apiToken?: { id: string; name: string };
}

const CONTENT_TYPES: Record<PeopleExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** people-2026-11-23.csv: today's date in the office's zone, as the times in the file. */
export const exportFileName = (format: PeopleExportFormat, timeZone: string, now = new Date()) =>
  `people-${zonedClock(timeZone).date(now)}.${format}`;

/**
 * Streams the export as a download, its rows read from `db` (a replica's, app.dbFor), and reports
 * it to the activity log, a write, on the primary when the response ends.
 * q is trimmed as in the search; the creator's name is searched on the admin's All People only
 * (as /admin/people/search does).
 */
export function sendPeopleExport(db: Queryable, request: FastifyRequest, reply: FastifyReply, grant: ExportGrant) {
  const q = grant.q?.trim() || undefined;
  const matchCreator = grant.role === 'admin' && !grant.createdBy;
  const gone = new AbortController();
  const { timeZone } = request.server.config;
  const run: ExportRun = {
    batches: exportBatches(
      db,
      { q, createdBy: grant.createdBy, matchCreator, reviewStatus: grant.reviewStatus, flag: grant.flag, wards: grant.wards },
      gone.signal,
    ),
    timeZone,
    rowCount: 0,
    complete: false,
  };
  reply.raw.once('close', () => {
    gone.abort();
    peopleExported(request.server.db, request, {
      actor: grant.apiToken ? { apiToken: grant.apiToken } : { role: grant.role, id: grant.accountId },
      format: grant.format,
      filters: {
        q: q ?? null,
        createdBy: grant.role === 'admin' ? (grant.createdBy ?? null) : null,
        ...(grant.reviewStatus ? { reviewStatus: grant.reviewStatus } : {}),
        ...(grant.flag ? { flag: grant.flag } : {}),
        ...(grant.wards ? { wards: grant.wards } : {}),
      },
      rowCount: run.rowCount,
      complete: run.complete,
      clientAddress: request.ip,
    });
  });
  return reply
    .header('content-type', CONTENT_TYPES[grant.format])
    .header('content-disposition', `attachment; filename="${exportFileName(grant.format, timeZone)}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(grant.format === 'csv' ? csvStream(run) : xlsxStream(run));
}
