#!/usr/bin/env node
// `npm start`: the production server on one port (/api, the shell at /, the remotes under
// /remotes/*). Builds the front ends first when their output is missing or older than their
// sources, and says so: the first build takes minutes.
//
// The server runs in this very process (not a child), so a supervisor's signal reaches it
// directly and a crash or a kill is this process's exit status. Under a supervisor run
// `node scripts/start.mjs` rather than `npm start`: npm 11 dies at once on SIGTERM without
// passing it on (the server notices its parent is gone and shuts down, but the supervisor has
// already lost track of it).
import './lib/supported-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';
import { frontEndStates } from './lib/front-ends.mjs';

const root = path.resolve(import.meta.dirname, '..');
// STATIC_ROOT points at front ends built elsewhere: nothing to build here.
const staticRoot = process.env.STATIC_ROOT?.trim() ? path.resolve(process.env.STATIC_ROOT) : root;

/** Builds the apps whose output is missing, or older than their sources (after a `git pull`). */
function buildFrontEnds() {
  const todo = frontEndStates(root).filter((app) => app.state !== 'current');
  if (!todo.length) return;
  const names = todo.map((app) => app.name);
  const missing = todo.some((app) => app.state === 'missing');
  if (!existsSync(path.join(root, 'node_modules/.bin/webpack'))) {
    // Installed without the dev dependencies: serve what was built, or stop as the build would.
    if (missing) {
      console.error(
        `Front-end build output missing (${names.join(', ')}) and webpack is not installed: run \`npm ci\` and \`npm run build\`.`,
      );
      process.exit(1);
    }
    console.warn(
      `The build of ${names.join(', ')} is older than its sources; webpack is not installed, so it is served as it is.`,
    );
    return;
  }
  if (todo.length === 4 && missing) {
    console.log(
      'First start: building the four front ends (the shell and three remotes) once, about ' +
        '3 minutes on a 2-core machine (progress below); later starts skip it.',
    );
  } else {
    console.log(`Building ${names.join(', ')} (build output missing or older than the sources).`);
  }
  const build = spawnSync(process.execPath, ['scripts/build.mjs', ...names], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (staticRoot === root) buildFrontEnds();
else if (frontEndStates(staticRoot).some((app) => app.state === 'missing')) {
  console.warn(
    `Front-end build output missing under STATIC_ROOT=${staticRoot}: serving the API only.`,
  );
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
// The server is TypeScript run by tsx (as `node --import tsx` would), in both module systems.
registerCjs();
registerEsm();
await import('../packages/server/src/main.ts');
