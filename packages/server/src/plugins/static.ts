import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/error-body';
import { manifestFile } from '../lib/remotes-manifest';

const HASHED = /\.[0-9a-f]{8,}\./i;
// sw.js too: the browser compares it on every load to find a new build (Workbox's own files
// inside it are bundled, so nothing else of the worker is fetched).
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'remoteEntry.js',
  'descriptor.json',
  'mf-manifest.json',
  'sw.js',
  'manifest.webmanifest',
]);

/**
 * Hashed files never change under their name; entry points must be re-checked every time. `file`
 * may be a build's compressed twin (`remoteEntry.js.br`): it is cached as the file it stands for.
 * Every file may go compressed or not, so caches keep one copy per Accept-Encoding.
 */
export function setCacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  res.setHeader('vary', 'accept-encoding');
  if (NO_CACHE.has(base) || base.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
  else if (HASHED.test(base)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
}

const REMOTES = [
  { dir: 'remote-admin', prefix: '/remotes/admin/' },
  { dir: 'remote-lookups', prefix: '/remotes/lookups/' },
  { dir: 'remote-collector', prefix: '/remotes/collector/' },
];

/**
 * The one-port production server: the built shell at `/`, each remote under `/remotes/<name>/`
 * (with CORS, so a shell on another origin may load them), `/remotes.json`, and the shell's
 * index.html for any other page address (client-side routes). A missing dist folder is skipped.
 * A built file's `.br` or `.gz` twin (made at build time at the highest levels, packages/build)
 * goes to a browser that accepts it; other files are compressed as they are sent (app.ts).
 */
const staticPlugin: FastifyPluginAsync = async (app) => {
  const { staticRoot } = app.config;
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const hasShell = existsSync(shellDist);

  const manifest = manifestFile(app.config);
  app.get('/remotes.json', async (_request, reply) => {
    if (!existsSync(manifest)) return reply.status(404).send(errorBody('NOT_FOUND'));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(readFileSync(manifest, 'utf8'));
  });

  let decorated = false;
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      setHeaders: setCacheHeaders,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/remotes.json',
    });
    decorated = true;
  }
  for (const remote of REMOTES) {
    const root = path.join(staticRoot, remote.dir, 'dist');
    if (!existsSync(root)) continue;
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
        // A shell on another origin loads these with <script>: helmet's same-origin default
        // would make the browser drop them.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: remote.prefix,
        decorateReply: !decorated,
        setHeaders: setCacheHeaders,
        cacheControl: false,
        preCompressed: true,
      });
    });
    decorated = true;
  }

  const indexFile = path.join(shellDist, 'index.html');
  app.decorate('historyFallback', (request: FastifyRequest, reply: FastifyReply): boolean => {
    const accept = request.headers.accept ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!accept.includes('text/html') || !existsSync(indexFile)) return false;
    void reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexFile));
    return true;
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    historyFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

export default fp(staticPlugin, { name: 'static', dependencies: ['config'] });
