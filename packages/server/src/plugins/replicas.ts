import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadDb } from '../db';
import { commitPosition, formatLsn, parseLsn } from '../db/lsn';
import { openReplicas, type ReplicaSet } from '../db/replicas';
import { invalidInput } from '../errors';

/** The highest position the client has seen (a write's X-Registry-LSN), sent with its reads. */
export const AFTER_HEADER = 'x-registry-after';
/** The position after a write's commit, on its 2xx answer. */
export const LSN_HEADER = 'x-registry-lsn';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How reads are routed, in words: the start log's line (the health answer says it as data). */
function routing(app: FastifyInstance, replicas: ReplicaSet | undefined): void {
  if (!replicas) {
    app.log.info({ reads: 'primary' }, 'reads: all on the primary (no DATABASE_REPLICA_URLS)');
    return;
  }
  const list = replicas.describe();
  const { maxLagMs } = app.config.replicas;
  app.log.info(
    { reads: 'replicas', replicas: list, maxLagMs },
    `reads: the routes marked 'replica' (docs/deploy.md) on ${list.length} replica${list.length === 1 ? '' : 's'} in turn ` +
      `(${list.map((r) => `${r.name} ${r.address} ${r.state}`).join(', ')}), each while it answers and is at most ` +
      `${maxLagMs} ms behind and has replayed the client's X-Registry-After, else on the primary; every other read and every write on the primary`,
  );
}

/**
 * Read replicas and read-your-writes (issue 40; docs/deploy.md "Read replicas"). On PostgreSQL:
 * every 2xx answer of a write carries X-Registry-LSN, its commit position, and a request's
 * X-Registry-After must be such a position (400 otherwise). With DATABASE_REPLICA_URLS the routes
 * flagged `reads: 'replica'` read through `app.dbFor(request)` from a replica that has replayed
 * it. On the embedded database nothing here runs: no header is sent or read.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const postgres = app.db.kind === 'postgres';
    const replicas =
      postgres && config.replicas.urls.length > 0
        ? await openReplicas(app.db, config.replicas.urls, {
            maxLagMs: config.replicas.maxLagMs,
            checkIntervalMs: config.replicas.checkIntervalMs,
            log: app.log,
          })
        : undefined;
    if (replicas) app.addHook('onClose', () => replicas.close());
    app.decorate('replicas', replicas);

    const handles = new WeakMap<FastifyRequest, ReadDb>();
    app.decorate('dbFor', (request: FastifyRequest, after?: bigint): ReadDb => {
      if (!replicas || request.routeOptions.config.reads !== 'replica') return app.db;
      let handle = handles.get(request);
      if (!handle) {
        handle = replicas.reader(
          after ?? parseLsn(request.headers[AFTER_HEADER] as string | undefined),
        );
        handles.set(request, handle);
      }
      return handle;
    });

    if (!postgres) return;
    routing(app, replicas);

    app.addHook('onRequest', async (request) => {
      const after = request.headers[AFTER_HEADER];
      if (after !== undefined && parseLsn(String(after)) === undefined) {
        throw invalidInput(
          'X-Registry-After must be a log position such as 0/16B3748 (the X-Registry-LSN of an earlier answer)',
        );
      }
    });

    // After the handler, so after its commit: the insert position now covers it (lsn.ts). A
    // statement on the primary per write, none per read.
    app.addHook('onSend', async (request, reply, payload) => {
      const { statusCode } = reply;
      if (!WRITES.has(request.method) || statusCode < 200 || statusCode > 299) return payload;
      if (request.routeOptions.config.reads) return payload; // a POST that only reads
      try {
        const [row] = await app.db.query<{ lsn: string }>(
          'SELECT pg_current_wal_insert_lsn()::text AS lsn',
        );
        const lsn = parseLsn(row?.lsn);
        if (lsn !== undefined) reply.header(LSN_HEADER, formatLsn(commitPosition(lsn)));
      } catch {
        // The write stands; its answer goes without a position (the client's next reads may then
        // come from a replica a moment behind it).
      }
      return payload;
    });
  },
  { name: 'replicas', dependencies: ['config', 'db'] },
);
