import compress from '@fastify/compress';
import { COMPRESSION } from './lib/compression';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db';
import { clientErrorHandler, frameworkErrors } from './lib/framework-errors';
import { errorBody } from './lib/error-body';
import { trustProxyOption } from './lib/trust-proxy';
import auditCheckpointsPlugin from './plugins/audit-checkpoints';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import housekeepingPlugin from './plugins/housekeeping';
import qualityPlugin from './plugins/quality';
import replicasPlugin from './plugins/replicas';
import inputGuardPlugin from './plugins/input-guard';
import openapiPlugin from './plugins/openapi';
import securityHeadersPlugin from './plugins/security-headers';
import smsPlugin from './plugins/sms';
import staticPlugin from './plugins/static';
import tableUpkeepPlugin from './plugins/table-upkeep';
import adminRoutes from './routes/admin';
import authRoutes from './routes/auth';
import healthRoutes from './routes/health';
import lookupRoutes from './routes/lookups';
import otpRoutes from './routes/otp';
import { exportDownloadRoutes } from './routes/people-export';
import userPeopleRoutes from './routes/user/people';
import './types';

export interface BuildOptions {
  /** Fastify's logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /**
   * A database the caller opened and migrated, and keeps open when the app closes (the component
   * tests' server, which empties it between test files). Default: the app opens config's own.
   */
  db?: Db;
}

/** Builds the whole server (API and static files) without listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const serverTimeouts = {
    headersTimeout: config.requestTimeoutSeconds * 1000,
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionsCheckingInterval: 1000,
  };
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? {
      level: config.logLevel,
      // Credentials never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Client addresses (login limits) come from X-Forwarded-For only behind a trusted proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client gets REQUEST_TIMEOUT_SECONDS to send its headers and body, so slow or stalled
    // senders cannot hold connections (and memory) for ever. Only receiving is bounded: a long
    // response is not cut. Node checks every second instead of its default 30 s.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: serverTimeouts,
    // Creating and migrating a new embedded database can take a while on a busy machine.
    pluginTimeout: 120_000,
    // Let in-flight requests finish on close; idle keep-alive connections close at once.
    forceCloseConnections: 'idle',
    // A request that reaches a closing server was sent to it (a load balancer cannot send a
    // POST elsewhere once sent): it is answered, with `Connection: close`, not refused with 503.
    return503OnClosing: false,
    // Failures before routing (bad URL, slow or oversized request) in the same body shape.
    frameworkErrors,
    clientErrorHandler,
    // A JSON body must carry the types the contract says: `{"name": 5}` is a 400 naming the
    // field, not a religion called "5" (Fastify's validator coerces types by default).
    ajv: { customOptions: { coerceTypes: false } },
  };
  // With TLS_CERT_FILE/TLS_KEY_FILE Fastify makes an https.Server instead: typed as the HTTP
  // one, whose API (listen, close, connections) the rest of the server uses the same way.
  const fastifyOptions = config.tls
    ? ({
        ...serverOptions,
        http: undefined,
        https: { ...config.tls, ...serverTimeouts },
      } as FastifyHttpOptions<Server>)
    : serverOptions;
  const app = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, COMPRESSION);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(smsPlugin);
  await app.register(dbPlugin, { db: options.db });
  // Read replicas and the X-Registry-LSN / X-Registry-After positions (issue 40).
  await app.register(replicasPlugin);
  // Before housekeeping: its purge (and the event the purge writes) ends first at shutdown.
  await app.register(auditCheckpointsPlugin);
  await app.register(housekeepingPlugin);
  await app.register(qualityPlugin);
  await app.register(tableUpkeepPlugin);
  // Before the routes: the document is built from them as they are added.
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(lookupRoutes, { prefix: '/lookups' });
      await api.register(otpRoutes, { prefix: '/otp' });
      await api.register(userPeopleRoutes, { prefix: '/user' });
      // One-use export links: outside the role hooks, the link stands in for the session.
      await api.register(exportDownloadRoutes);
    },
    { prefix: '/api' },
  );

  if (config.serveStatic) await app.register(staticPlugin);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && app.historyFallback?.(request, reply)) return reply;
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
