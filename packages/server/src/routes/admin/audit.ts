import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery } from '@hr/contracts';
import { listEvents } from '../../db/queries/audit';
import { invalidInput } from '../../errors';
import { queryValidatorCompiler } from '../../lib/query-validator';

const DEFAULT_LIMIT = 50;
/** The cursor is the seq of the last event sent: plain digits, as the server wrote it. */
const CURSOR = /^[1-9][0-9]{0,15}$/;
/** A date (midnight UTC) or a date and time with a zone: nothing that depends on the server's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(date.getTime())) {
    throw invalidInput(`${name} must be an ISO 8601 date or date-time with a time zone`);
  }
  return date;
}

/** The activity log, newest first, a page at a time (keyset by the chain's seq). */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit',
    {
      config: { apiToken: 'read', reads: 'replica' },
      schema: {
        summary: 'Activity log, newest first',
        operationId: 'listAuditEvents',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request) => {
      const q = request.query;
      if (q.cursor !== undefined && !CURSOR.test(q.cursor))
        throw invalidInput('cursor is not valid');
      const from = instant(q.from, 'from');
      const to = instant(q.to, 'to');
      if (from && to && from > to) throw invalidInput('from must not be after to');
      const limit = q.limit ?? DEFAULT_LIMIT;
      const rows = await listEvents(app.dbFor(request), {
        limit,
        beforeSeq: q.cursor === undefined ? undefined : Number(q.cursor),
        // A comma-separated list: one screen filter can cover two prefixes (religions and castes).
        actions: q.action?.split(','),
        actorId: q.actorId,
        entityType: q.entityType,
        entityId: q.entityId,
        from,
        to,
      });
      const items = rows.slice(0, limit);
      const nextCursor = rows.length > limit ? String(items[items.length - 1]!.seq) : null;
      return { items, nextCursor };
    },
  );
};

export default auditRoutes;
