import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { createInlineScriptsReader, shellPages } from '../lib/inline-scripts';
import { tileOrigin } from '../config-schema';
import { createOriginsReader, manifestFile } from '../lib/remotes-manifest';

// What `Strict-Transport-Security` says once a request arrived over HTTPS (helmet's default).
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (API, pages, remotes) through helmet. Scripts and API calls
 * may come from this origin and from exactly the origins in the served remotes manifest, read
 * again whenever the manifest file changes; inline, only the shell pages' own scripts (the static
 * first paint), each allowed by its hash. HSTS only when the request came over HTTPS (directly,
 * or as a trusted proxy says in X-Forwarded-Proto): a plain-HTTP deployment on a LAN must not be
 * told to refuse HTTP. JSON under /api is personal data: never stored by a cache.
 */
export default fp(
  async (app) => {
    const origins = createOriginsReader(manifestFile(app.config));
    const selfAndRemotes = () => ["'self'", ...origins()].join(' ');
    const inlineScripts = createInlineScriptsReader(shellPages(app.config));
    const scripts = () => [selfAndRemotes(), ...inlineScripts()].join(' ');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [scripts],
          connectSrc: [selfAndRemotes],
          // Griffel (Fluent's makeStyles), Fluent's theme variables and styled-components add
          // their rules through <style> elements created at run time, and index.html has one:
          // with 'self' alone Chromium blocks them all (the pages lose their layout and theme).
          // Nonces would have to reach all three libraries in every remote; styles cannot run
          // code, and scripts stay strictly 'self' plus the manifest's origins.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The map page's base map tiles (MAP_TILE_URL): plain images (Leaflet needs no workers).
          imgSrc: ["'self'", 'data:', ...[tileOrigin(app.config.map.tileUrl) ?? []].flat()],
          fontSrc: ["'self'", 'data:'],
          // The service worker (/sw.js) and the web app manifest: this origin only.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      hsts: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    app.addHook('onSend', async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const type = String(reply.getHeader('content-type') ?? '');
      if (isApi && type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
