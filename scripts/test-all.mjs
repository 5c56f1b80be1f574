#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI needs it.
//  1. type check and lint
//  2. server and component tests on the embedded database (PGlite)
//  3. server tests again on a real PostgreSQL server (TEST_DATABASE_URL, or a throwaway cluster)
//  4. the production build, then end-to-end tests in Chromium against it
// It ends with one line `N passed, N failed` over every jest test it ran.
// SKIP_E2E=1 skips 4; SKIP_PG=1 skips 3 (CI sets neither).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresAvailable, startThrowawayPostgres } from './pg-throwaway.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = mkdtempSync(path.join(tmpdir(), 'hr-test-'));
let passed = 0;
let failed = 0;
const problems = [];

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) problems.push(title);
  return res.status === 0;
}

function jest(title, args, env = {}) {
  const out = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  step(title, 'npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], env);
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (r.numFailedTests > 0 || r.numRuntimeErrorTestSuites > 0) problems.push(`${title} (failures)`);
    failed += r.numRuntimeErrorTestSuites;
  } catch {
    failed += 1; // jest itself could not run
  }
}

step('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.']);
jest('server and components on PGlite', ['--selectProjects', 'server', 'web']);

if (process.env.SKIP_PG !== '1') {
  let pg;
  let url = process.env.TEST_DATABASE_URL;
  if (!url && postgresAvailable()) {
    pg = await startThrowawayPostgres();
    url = pg.url;
    console.log(`\nthrowaway PostgreSQL at ${url}`);
  }
  if (url) {
    try {
      jest('server on PostgreSQL', ['--selectProjects', 'server'], { TEST_DATABASE_URL: url });
    } finally {
      pg?.stop();
    }
  } else {
    console.log('\nPostgreSQL binaries not found: server tests on PostgreSQL skipped.');
    problems.push('PostgreSQL run skipped (no initdb)');
  }
}

if (process.env.SKIP_E2E !== '1') {
  if (step('production build', 'npm', ['run', 'build'])) {
    jest('end-to-end in Chromium', ['--selectProjects', 'e2e', '--runInBand']);
  } else {
    failed += 1;
  }
}

rmSync(resultsDir, { recursive: true, force: true });
if (problems.length) console.log(`\nProblems: ${problems.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && problems.length === 0 ? 0 : 1);
