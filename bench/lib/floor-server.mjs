// The floor page of `npm run bench:lighthouse -- --page floor` (bench/floor): built on demand
// by the same webpack factory in production mode, and served the way the product server serves
// the shell (Fastify, the same compression levels, hashed files cached for a year), so its bytes
// and blocking time compare with the app's pages.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ROOT } from './prod-server.mjs';
// Run under tsx (npm run bench:lighthouse): the server's own TypeScript settings.
import { COMPRESSION } from '../../packages/server/src/lib/compression.ts';
import { setCacheHeaders } from '../../packages/server/src/plugins/static.ts';

const FLOOR = path.join(ROOT, 'bench/floor');
const DIST = path.join(FLOOR, 'dist');

/** The newest modification time of the files under `dir` (0 when there are none). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds bench/floor when its output is missing or older than its source or the build package. */
export function ensureFloorBuilt() {
  const built = existsSync(path.join(DIST, 'index.html')) ? newest(DIST) : 0;
  const source = Math.max(newest(path.join(FLOOR, 'src')), newest(path.join(ROOT, 'packages/build')));
  if (built > source) return;
  console.log('Building the floor page (bench/floor) in production mode.');
  const result = spawnSync(
    'npx',
    ['webpack', '--config', path.join(FLOOR, 'webpack.config.js'), '--mode', 'production'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(1);
}

/** Serves bench/floor/dist on a loopback port; resolves to { baseUrl, stop }. */
export async function startFloorServer() {
  const app = Fastify({ logger: false });
  await app.register(compress, COMPRESSION);
  await app.register(fastifyStatic, {
    root: DIST,
    setHeaders: setCacheHeaders,
    cacheControl: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: address, stop: () => app.close() };
}
