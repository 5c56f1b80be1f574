#!/usr/bin/env node
// `npm run build` (and the first `npm start`): the production build of the front ends, each app
// in its own webpack process, BUILD_PARALLEL at a time. Each prints its own progress lines
// (packages/build/build-progress.js); this prints the total. `node scripts/build.mjs shell
// remote-admin` builds only those.
import './lib/supported-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS } from './lib/front-ends.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webpack = path.join(root, 'node_modules/.bin/webpack');

const names = process.argv.slice(2);
const unknown = names.filter((n) => !APPS.some((a) => a.name === n));
if (unknown.length) {
  console.error(
    `Unknown front end: ${unknown.join(', ')} (one of ${APPS.map((a) => a.name).join(', ')})`,
  );
  process.exit(2);
}
const queue = names.length ? [...names] : APPS.map((a) => a.name);
const parallel = Math.max(1, Number(process.env.BUILD_PARALLEL) || 2);

function build(name) {
  return new Promise((resolve) => {
    const child = spawn(webpack, ['--mode', 'production'], {
      cwd: path.join(root, name),
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${name}: ${error.message}`);
      resolve(1);
    });
  });
}

const startedAt = Date.now();
const failed = [];
async function worker() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    if ((await build(name)) !== 0) failed.push(name);
  }
}
await Promise.all(Array.from({ length: parallel }, worker));

const seconds = Math.round((Date.now() - startedAt) / 1000);
if (failed.length) {
  console.error(`Front-end build failed: ${failed.join(', ')} (after ${seconds} s).`);
  process.exit(1);
}
console.log(`Front ends built in ${seconds} s.`);
