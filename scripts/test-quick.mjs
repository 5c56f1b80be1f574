#!/usr/bin/env node
// `npm run test:quick`: the everyday loop, a few minutes. The type check (incremental), lint of
// the changed files, and the server (PGlite) and component tests related to the changed files:
// found by jest through the imports, except for the server's own code (below). Changed means against origin/main when there is one (the
// work of a branch), otherwise against HEAD (what is not committed yet). No browser tests, no
// PostgreSQL: `npm test` is the full run, the one CI calls.
import './lib/supported-node.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createRun, JEST } from './lib/stages.mjs';

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
await run.command('type check', 'npx', [
  'tsc',
  '-p',
  'tsconfig.json',
  '--incremental',
  '--tsBuildInfoFile',
  path.join(cache, 'tsc.tsbuildinfo'),
]);
const lintable = changed.filter((f) => /\.(c|m)?(j|t)sx?$/.test(f));
if (lintable.length) {
  await run.command('lint', 'npx', [
    'eslint',
    '--no-warn-ignored',
    '--cache',
    '--cache-location',
    path.join(cache, 'eslint'),
    ...lintable,
  ]);
}
// Which tests: jest's related tests (through the imports) for everything but the server's own
// code, and for that the server tests named after the file changed. Every server test builds the
// whole app (test/support/test-app.ts imports app.ts, which imports every route and service), so
// through the imports a change to any server file is "related" to every server test: five
// minutes of tests for a one-line change. By name: `src/services/review.ts` → `test/review*`,
// `src/routes/auth/index.ts` → `test/auth*`, `src/services/duplicate-decisions.ts` →
// `test/*duplicate-decisions*`, else `test/*duplicate*`. A server file no test is named after
// gets its related tests, all of them. `npm test` runs everything.
const SERVER_SRC = 'packages/server/src/';
const serverTests = readdirSync(path.join(root, 'packages/server/test'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `packages/server/test/${f}`);

/** The server tests named after a server source file, or none. */
function namedAfter(file) {
  const parsed = path.parse(file);
  const stem = parsed.name === 'index' ? path.basename(parsed.dir) : parsed.name;
  const named = (part) =>
    part.length >= 4 ? serverTests.filter((t) => path.basename(t).includes(part)) : [];
  const whole = named(stem);
  return whole.length > 0 ? whole : named(stem.split('-')[0]);
}

const byName = new Set();
const byImports = [];
for (const file of changed) {
  const tests =
    /\.(c|m)?(j|t)sx?$/.test(file) && file.startsWith(SERVER_SRC) ? namedAfter(file) : [];
  if (tests.length > 0) {
    for (const test of tests) byName.add(test);
    console.log(
      `${file}: the server tests named after it, ${tests.map((t) => path.basename(t)).join(', ')}`,
    );
  } else {
    byImports.push(file);
  }
}

const jestArgs = [
  '--selectProjects',
  'server',
  'web',
  '--passWithNoTests',
  '--maxWorkers',
  String(Math.max(2, availableParallelism())),
];
const related = byImports.length
  ? execFileSync(
      JEST[0],
      [...JEST.slice(1), ...jestArgs, '--listTests', '--findRelatedTests', ...byImports],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean)
      .map((f) => path.relative(root, f))
  : [];
const tests = [...new Set([...byName, ...related])].sort();
console.log(
  `${tests.length} test file(s) to run (${byName.size} by name, ${related.length} through imports)`,
);
if (tests.length > 0) {
  await run.jest('related server and component tests', [...jestArgs, '--runTestsByPath', ...tests]);
}
run.finish();
