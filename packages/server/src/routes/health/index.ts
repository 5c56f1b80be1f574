import { ErrorResponse } from '@hr/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
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

/** A read replica as the last check found it (db/replicas.ts). */
const Replica = Type.Object({
  name: Type.String({
    description: 'replica-1, replica-2, ... in the order of DATABASE_REPLICA_URLS',
  }),
  state: Type.Union(
    [
      Type.Literal('ok'),
      Type.Literal('lagging'),
      Type.Literal('down'),
      Type.Literal('not a replica'),
    ],
    { description: "At the last check (every 2 s): only an 'ok' replica serves reads" },
  ),
  lagMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'How far behind the primary; null when unknown (no answer, or nothing replayed yet)',
  }),
});
/**
 * GET /api/health for load balancers and supervisors: no session needed, no personal data, and
 * logged only at warn level and above (probes every few seconds would drown the info log).
 */
const Healthy = Type.Object({
  // 'degraded': one or more read replicas are unhealthy; their reads go to the primary.
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  // 'backup in progress': the embedded database is being copied by `npm run backup` and was slow
  // to answer; 'vacuum in progress': the server's table upkeep holds it (plugins/table-upkeep.ts).
  // It is not down, so a supervisor must not restart the server for either.
  database: Type.Union([
    Type.Literal('ok'),
    Type.Literal('backup in progress'),
    Type.Literal('vacuum in progress'),
  ]),
  // On PostgreSQL: where the routes marked 'replica' read now (docs/deploy.md): 'replicas' while
  // one is healthy, else 'primary'.
  reads: Type.Optional(Type.Union([Type.Literal('primary'), Type.Literal('replicas')])),
  replicas: Type.Optional(Type.Array(Replica)),
});
const Unavailable = Type.Object({
  status: Type.Literal('unavailable'),
  database: Type.Union([Type.Literal('error'), Type.Literal('timeout')]),
});
const schema = {
  summary: 'Health check (the database answers)',
  operationId: 'getHealth',
  // 503 is also the server's own `{ message, code }` while it shuts down.
  response: { 200: Healthy, 503: Type.Union([Unavailable, ErrorResponse]) },
};

/** The status and, on PostgreSQL, how reads are routed: each replica as the last check found it. */
function readRouting(app: FastifyInstance) {
  if (app.db.kind !== 'postgres') return { status: 'ok' as const };
  const replicas = app.replicas?.status();
  if (!replicas) return { status: 'ok' as const, reads: 'primary' as const };
  return {
    status: replicas.every((r) => r.state === 'ok') ? ('ok' as const) : ('degraded' as const),
    reads: replicas.some((r) => r.state === 'ok') ? ('replicas' as const) : ('primary' as const),
    replicas,
  };
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    { logLevel: 'warn', config: { reads: 'primary' }, schema },
    async (_request, reply) => {
      const database = await withTimeout(ping(app.db));
      if (database === 'ok') return { ...readRouting(app), database };
      if (database === 'timeout' && app.db.backupInProgress?.()) {
        return { status: 'ok', database: 'backup in progress' } as const;
      }
      if (database === 'timeout' && app.tableUpkeep.vacuuming()) {
        return { status: 'ok', database: 'vacuum in progress' } as const;
      }
      return reply.status(503).send({ status: 'unavailable', database });
    },
  );
};

export default healthRoutes;
