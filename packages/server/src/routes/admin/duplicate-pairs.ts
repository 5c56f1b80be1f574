import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DismissPairBody,
  DUPLICATE_PAIR_PAGE_SIZE_DEFAULT,
  DuplicatePairPage,
  DuplicatePairsQuery,
  IdParams,
  MergePairBody,
  MergePairResult,
} from '@hr/contracts';
import { listPairs } from '../../db/queries/duplicate-pairs';
import { getPerson } from '../../db/queries/people';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { dismissPair, mergePair } from '../../services/duplicate-decisions';
import { scopeOf } from '../../services/ward-scope';
import { errors, NoContent } from '../responses';

/**
 * The duplicates queue (issue 41): admins, and supervisors for the pairs whose two people are in
 * their wards. No API token (the queue is the office's work, not an integration's read).
 */
const duplicatePairsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { entity: 'duplicate pair', supervisor: 'scoped' } as const;

  app.get(
    '/duplicate-pairs',
    {
      // The office's queue, read right after each decision: the primary.
      config: { ...config, reads: 'primary' },
      schema: {
        summary: 'Likely duplicate households, by score (open pairs by default)',
        operationId: 'listDuplicatePairs',
        querystring: DuplicatePairsQuery,
        response: { 200: DuplicatePairPage },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? DUPLICATE_PAIR_PAGE_SIZE_DEFAULT;
      const filter = { status: q.status ?? 'open', wardNo: q.wardNo, wards: scopeOf(request) };
      return { ...(await listPairs(app.db, filter, page, pageSize)), page, pageSize };
    },
  );

  app.post(
    '/duplicate-pairs/:id/dismiss',
    {
      config,
      schema: {
        summary: 'Not a duplicate: the pair stays closed for these two people',
        operationId: 'dismissDuplicatePair',
        params: IdParams,
        body: DismissPairBody,
        response: { 204: NoContent, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      await dismissPair(app.db, request, request.params.id, request.body.comment, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/duplicate-pairs/:id/merge',
    {
      config,
      schema: {
        summary: 'Merge the pair into the kept record; the other record is removed',
        operationId: 'mergeDuplicatePair',
        params: IdParams,
        body: MergePairBody,
        response: { 200: MergePairResult, ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const r = await mergePair(app.db, request, request.params.id, request.body, scopeOf(request));
      return { person: (await getPerson(app.db, r.keptId))!, removedId: r.removedId };
    },
  );
};

export default duplicatePairsRoutes;
