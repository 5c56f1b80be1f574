import type { FastifyRequest } from 'fastify';
import type { PeopleExportFormat } from '@hr/contracts';

/** What the activity log records of one export (issue 12: `people.exported`). */
export interface PeopleExported {
  actor: { role: 'admin' | 'user'; id: string };
  format: PeopleExportFormat;
  filters: { q: string | null; createdBy: string | null };
  rowCount: number;
  /** false: the client went away, or the database failed, before the last row. */
  complete: boolean;
  clientAddress: string;
}

/**
 * The single place an export is reported, once per export, after its response has ended
 * (finished or cut off). The activity log (issue 12 item 2) is built in parallel; until its
 * recordEvent is on main the event goes to the server log, and its call replaces this line.
 */
export function peopleExported(request: FastifyRequest, event: PeopleExported): void {
  request.log.info({ event: { action: 'people.exported', ...event } }, 'people exported');
}
