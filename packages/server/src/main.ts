// First: V8 flags that must be set before any other code is compiled.
import './runtime-flags';
import { buildApp } from './app';
import { loadConfig } from './config';
import { trackConnections } from './lib/connections';

/** How often to check that the process that started us is still there. */
const PARENT_CHECK_MS = 500;

/**
 * The production entry: configuration from the environment, one port, graceful shutdown.
 * SIGTERM, SIGINT, or the parent process going away (npm 11 dies at once on SIGTERM without
 * passing it on, leaving us orphaned) all stop the server the same way: stop accepting, let
 * requests in flight finish, close idle connections (lib/connections.ts), close the database
 * (which releases the PGlite lock) and exit 0, all within SHUTDOWN_TIMEOUT_SECONDS.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const connections = trackConnections(app.server);
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing requests in flight');
    const limit = config.shutdownTimeoutSeconds * 1000;
    // Most of the time limit for requests in flight, the rest to close the database.
    const cut = setTimeout(() => {
      app.log.warn(
        { inFlight: connections.inFlight },
        'shutdown time limit near: cutting requests in flight',
      );
      connections.closeAll();
    }, limit * 0.8);
    const hard = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, limit);
    cut.unref();
    hard.unref();
    // Closing the listening socket resets the connections the kernel holds for it and we have
    // not accepted yet, and each one's request is lost. The signal came in the middle of the
    // event loop's I/O step: close after it, when the connections ready then are accepted.
    setImmediate(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Under pid 1 (a container) or started by init there is no parent to lose.
  const parent = process.ppid;
  if (parent > 1) {
    setInterval(() => {
      if (process.ppid !== parent) shutdown('parent process exited');
    }, PARENT_CHECK_MS).unref();
  }
  const address = await app.listen({ port: config.port, host: config.host });
  // PORT=0 lets the system pick a free port (no race for one between starting processes); say
  // which on stdout, whatever the log level, so whoever started the server can reach it.
  if (config.port === 0) console.log(`listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
