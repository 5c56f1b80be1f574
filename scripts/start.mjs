#!/usr/bin/env node
// `npm start`: the production server on one port (/api, the shell at /, the remotes under
// /remotes/*). Builds the front ends first when their output is missing.
//
// The server runs in this very process (not a child), so a supervisor's signal reaches it
// directly and a crash or a kill is this process's exit status. Under a supervisor run
// `node scripts/start.mjs` rather than `npm start`: npm 11 dies at once on SIGTERM without
// passing it on (the server notices its parent is gone and shuts down, but the supervisor has
// already lost track of it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
// STATIC_ROOT points at front ends built elsewhere: nothing to build here.
const staticRoot = process.env.STATIC_ROOT?.trim() ? path.resolve(process.env.STATIC_ROOT) : root;
const outputs = [
  'shell/dist/index.html',
  'remote-admin/dist/remoteEntry.js',
  'remote-lookups/dist/remoteEntry.js',
  'remote-collector/dist/remoteEntry.js',
];
if (outputs.some((f) => !existsSync(path.join(staticRoot, f)))) {
  if (staticRoot === root) {
    console.log('Front-end build output missing: running `npm run build` first.');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.warn(
      `Front-end build output missing under STATIC_ROOT=${staticRoot}: serving the API only.`,
    );
  }
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
// The server is TypeScript run by tsx (as `node --import tsx` would), in both module systems.
registerCjs();
registerEsm();
await import('../packages/server/src/main.ts');
