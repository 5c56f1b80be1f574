import fp from 'fastify-plugin';
import { purgeExpired } from '../services/housekeeping';

/**
 * Purges expired rows once at start and then every HOUSEKEEPING_INTERVAL_SECONDS. A failed run is
 * logged and retried at the next tick; it never stops the server.
 */
export default fp(
  async (app) => {
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= purgeExpired(app.db, app.config.auditRetentionDays)
        .then(
          (purged) => app.log.debug({ purged }, 'housekeeping: expired rows purged'),
          (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    await run();
    const timer = setInterval(() => void run(), app.config.housekeepingIntervalSeconds * 1000);
    timer.unref();
    // Runs before the database closes (hooks of later plugins first): no purge is left behind.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['db'] },
);
