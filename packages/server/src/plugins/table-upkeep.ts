import fp from 'fastify-plugin';
import { vacuumDueTables } from '../db/queries/table-upkeep';

/** How often the upkeep looks; and how long the server must have been idle for it to act. */
export const UPKEEP_INTERVAL_MS = 30_000;
export const UPKEEP_IDLE_MS = 10_000;

export type UpkeepOutcome =
  | { ran: { table: string; deadRows: number; changedRows: number; ms: number }[] }
  | { skipped: 'postgres' | 'busy' | 'backup' | 'running' };

declare module 'fastify' {
  interface FastifyInstance {
    /** PGlite's autovacuum (issue 46, item 4); see docs/operations.md. */
    tableUpkeep: {
      /** What the timer runs: only when no request is in flight and none came for UPKEEP_IDLE_MS. */
      tick(): Promise<UpkeepOutcome>;
      /** The same without waiting for idleness (tests, and whoever must not wait). */
      runNow(): Promise<UpkeepOutcome>;
      /** True while a VACUUM runs (health answers 200 'vacuum in progress' if it is slow then). */
      vacuuming(): boolean;
    };
  }
}

/**
 * On PGlite, autovacuum's work done by the server: every UPKEEP_INTERVAL_MS, when the server is
 * idle, each table whose dead, changed or inserted rows pass autovacuum's thresholds
 * (db/queries/table-upkeep.ts) gets VACUUM (ANALYZE). PGlite has one connection, so a vacuum
 * holds requests back while it runs (9 s for 1,000,000 people): hence only when idle, and never
 * while `npm run backup` copies the folder. Without it, a table rewritten by saves, reviews or the
 * flags' upkeep is read 4x slower (issue 46: map 301 -> 1,129 ms). On PostgreSQL autovacuum does
 * this and the upkeep does nothing.
 */
export default fp(
  async (app) => {
    const pglite = app.db.kind === 'pglite';
    let inFlight = 0;
    let lastActivity = Date.now();
    let running: Promise<UpkeepOutcome> | undefined;
    // Health probes (every few seconds from a supervisor) are not use: they would keep the
    // server from ever being idle.
    const counts = (url: string) => !url.startsWith('/api/health');
    if (pglite) {
      app.addHook('onRequest', async (request) => {
        if (!counts(request.url)) return;
        inFlight += 1;
        lastActivity = Date.now();
      });
      app.addHook('onResponse', async (request) => {
        if (!counts(request.url)) return;
        inFlight = Math.max(0, inFlight - 1);
        lastActivity = Date.now();
      });
    }

    const run = async (): Promise<UpkeepOutcome> => {
      if (!pglite) return { skipped: 'postgres' };
      if (running) return { skipped: 'running' };
      if (app.db.backupInProgress?.()) return { skipped: 'backup' };
      running = vacuumDueTables(app.db).then((done) => {
        for (const t of done)
          app.log.info(
            { table: t.table, deadRows: t.deadRows, changedRows: t.changedRows, ms: t.ms },
            `table upkeep: VACUUM (ANALYZE) ${t.table}`,
          );
        return {
          ran: done.map(({ table, deadRows, changedRows, ms }) => ({
            table,
            deadRows,
            changedRows,
            ms,
          })),
        };
      });
      try {
        return await running;
      } finally {
        running = undefined;
      }
    };
    const idle = () =>
      inFlight === 0 && app.quality.size === 0 && Date.now() - lastActivity >= UPKEEP_IDLE_MS;
    const tick = async (): Promise<UpkeepOutcome> =>
      pglite && !idle() ? { skipped: 'busy' } : run();
    app.decorate('tableUpkeep', { tick, runNow: run, vacuuming: () => running !== undefined });
    if (!pglite) return;

    const timer = setInterval(() => {
      tick().catch((error: unknown) => app.log.warn({ err: error }, 'table upkeep failed'));
    }, UPKEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'table-upkeep', dependencies: ['db', 'quality'] },
);
