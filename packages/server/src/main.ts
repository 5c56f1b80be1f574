import { buildApp } from './app';
import { loadConfig } from './config';

/** The production entry: configuration from the environment, one port, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting, let requests in flight finish, then close the database (onClose hooks).
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 20_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  // PORT=0 lets the system pick a free port (no race for one between starting processes); say
  // which on stdout, whatever the log level, so whoever started the server can reach it.
  if (config.port === 0) console.log(`listening on ${address}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
