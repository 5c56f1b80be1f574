#!/usr/bin/env node
// `npm run test:quick`: the everyday loop, a few minutes. The type check (incremental), lint of
// the changed files, and the server (PGlite) and component tests related to the changed files,
// found by jest through the imports. Changed means against origin/main when there is one (the
// work of a branch), otherwise against HEAD (what is not committed yet). No browser tests, no
// PostgreSQL: `npm test` is the full run, the one CI calls.
import './lib/supported-node.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createRun } from './lib/stages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache/household-registry');
mkdirSync(cache, { recursive: true });

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const hasOriginMain = (() => {
  try {
    git('rev-parse', '--verify', '--quiet', 'origin/main');
    return true;
  } catch {
    return false;
  }
})();
const base = hasOriginMain ? git('merge-base', 'HEAD', 'origin/main') : 'HEAD';
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);
console.log(
  `${changed.length} file(s) changed against ${hasOriginMain ? 'origin/main' : 'HEAD'}${changed.length ? `: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', …' : ''}` : ''}`,
);

// Nothing to test is said as such, not as a green "0 passed".
if (changed.length === 0) {
  console.log(
    `Nothing changed against ${hasOriginMain ? 'origin/main' : 'HEAD'}: no test to run. \`npm test\` runs everything.`,
  );
  process.exit(0);
}

const run = createRun();
run.command('type check', 'npx', [
  'tsc',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  path.join(cache, 'tsc.tsbuildinfo'),
]);
const lintable = changed.filter((f) => /\.(c|m)?(j|t)sx?$/.test(f));
if (lintable.length) {
  run.command('lint', 'npx', [
    'eslint',
    '--no-warn-ignored',
    '--cache',
    '--cache-location',
    path.join(cache, 'eslint'),
    ...lintable,
  ]);
}
run.jest('related server and component tests', [
  '--selectProjects',
  'server',
  'web',
  '--changedSince',
  base,
  '--passWithNoTests',
  '--maxWorkers',
  String(Math.max(2, availableParallelism())),
]);
run.finish();
