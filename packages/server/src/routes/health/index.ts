import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../../db/queries/health';

/** A database that takes longer than this to answer `SELECT 1` counts as down. */
const PING_TIMEOUT_MS = 3000;

function withTimeout(work: Promise<void>): Promise<'ok' | 'timeout' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS);
  });
  const done = work.then(
    () => 'ok' as const,
    () => 'error' as const,
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health for load balancers and supervisors: no session needed, no personal data, and
 * logged only at warn level and above (probes every few seconds would drown the info log).
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { logLevel: 'warn' }, async (_request, reply) => {
    const database = await withTimeout(ping(app.db));
    if (database === 'ok') return { status: 'ok', database };
    return reply.status(503).send({ status: 'unavailable', database });
  });
};

export default healthRoutes;
