#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI needs it.
//  1. type check and lint
//  2. server and component tests on the embedded database (PGlite)
//  3. server tests again on a real PostgreSQL server (TEST_DATABASE_URL, or a throwaway cluster)
//  4. the production build, then end-to-end tests in Chromium against it, on PGlite and again
//     on the same PostgreSQL server (each test file gets its own database there)
// It ends with one line `N passed, N failed, N skipped` over every jest test it ran.
// SKIP_E2E=1 skips 4; SKIP_PG=1 skips 3 and the PostgreSQL half of 4: for a quick local run only.
// Under CI=true a skipped stage is a failure, and so is any skipped test that is not one of the
// database-specific ones listed below.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresAvailable, startThrowawayPostgres } from './pg-throwaway.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = mkdtempSync(path.join(tmpdir(), 'hr-test-'));
const onCi = /^(true|1)$/i.test(process.env.CI ?? '');
const skipPg = process.env.SKIP_PG === '1';
const skipE2e = process.env.SKIP_E2E === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The only tests allowed to be skipped, by database: each needs a property only the other
 * database has. Keyed by full name (describe blocks and test title, space-separated).
 */
const KNOWN_SKIPS = {
  // PGlite runs one statement at a time: real races need PostgreSQL.
  pglite: [
    'concurrency on PostgreSQL two simultaneous saves of one phone: exactly one 201 and one 409',
    'concurrency on PostgreSQL parallel verifies of one code: only one consumes it',
    'concurrency on PostgreSQL parallel wrong guesses cannot exceed 5 tries',
    'concurrency on PostgreSQL parallel sends to one phone: one code goes out',
    // Two API instances need one database both can open: PGlite admits one process.
    'two instances on one PostgreSQL 300 parallel wrong passwords spread over both: exactly 5 are checked',
    'two instances on one PostgreSQL the per-address limit holds across both: 40 checked',
    'several instances on one PostgreSQL without JWT_SECRET share one generated secret: a token from one instance works on the other',
  ],
  // The folder lock belongs to the embedded database only.
  postgres: [
    'embedded database lock refuses a second opener of the same folder with a clear message, takes over a stale lock',
    'the embedded database lock takes over a lock naming its own pid left by an earlier instance (a container restart)',
    'the embedded database lock still refuses while the instance named in the lock runs',
    'on the embedded database DATA_DIR is 0700, jwt-secret 0600, and no database file is open to other users',
    'npm run backup / npm run restore (embedded database) refuses while the server holds the database, saying so',
    'npm run backup / npm run restore (embedded database) round trip: everything is back, and the collector signs in with the old password',
    // These start the real server process on its default database, the embedded one (PostgreSQL
    // runs of the same code paths: the graceful-shutdown and health tests above them).
    'the server process SIGTERM: finishes the request in flight, drops idle keep-alive clients, closes the database, exits 0 at once',
    'the server process a request that never completes is cut at SHUTDOWN_TIMEOUT_SECONDS; the lock is released',
    'the server process npm start: SIGTERM to npm leaves no process behind and shuts down cleanly',
    'the server process npm start exits non-zero when the server is killed, so a supervisor restarts it',
  ],
};

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function finish() {
  rmSync(resultsDir, { recursive: true, force: true });
  if (problems.length) console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed === 0 && problems.length === 0 ? 0 : 1);
}

// Under CI nothing may be left out: refuse before spending minutes on the rest.
if (onCi) {
  if (skipPg) problems.push('SKIP_PG=1 is set under CI=true: the PostgreSQL stages must run in CI');
  if (skipE2e) problems.push('SKIP_E2E=1 is set under CI=true: the browser tests must run in CI');
  if (!skipPg && !process.env.TEST_DATABASE_URL && !postgresAvailable()) {
    problems.push('PostgreSQL binaries (initdb, pg_ctl) not found and TEST_DATABASE_URL unset: install postgresql (.ci/run does)');
  }
  if (!skipE2e && !existsSync(chromium)) {
    problems.push(`Chromium not found at ${chromium}: install chromium or set CHROMIUM_PATH (.ci/run does)`);
  }
  if (problems.length) finish();
}

function step(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) problems.push(title);
  return res.status === 0;
}

/** Runs jest; counts its tests; a skipped test not in `allowedSkips` is a problem. */
function jest(title, args, { env = {}, allowedSkips = [] } = {}) {
  const out = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  step(title, 'npx', ['jest', '--ci', '--json', `--outputFile=${out}`, ...args], env);
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    failed += 1; // jest itself could not run
    problems.push(`${title}: jest wrote no results`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (report.numFailedTests > 0 || report.numRuntimeErrorTestSuites > 0) problems.push(`${title} (failures)`);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (!['pending', 'skipped', 'todo', 'disabled'].includes(test.status)) continue;
      skipped += 1;
      if (!allowedSkips.includes(test.fullName)) {
        problems.push(`${title}: unexpected skipped test "${test.fullName}" (${path.relative(root, file.name)})`);
      }
    }
  }
}

/** Says why a stage did not run; outside CI (quick local runs) that is allowed. */
function skippedStage(reason) {
  console.log(`\n${reason}`);
  if (onCi) problems.push(reason);
}

step('type check', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('lint', 'npx', ['eslint', '.']);
jest('server and components on PGlite', ['--selectProjects', 'server', 'web'], {
  allowedSkips: KNOWN_SKIPS.pglite,
});

let pg;
let pgUrl;
try {
  if (skipPg) {
    skippedStage('SKIP_PG=1: server and browser tests on PostgreSQL skipped.');
  } else {
    pgUrl = process.env.TEST_DATABASE_URL;
    if (!pgUrl && postgresAvailable()) {
      pg = await startThrowawayPostgres();
      pgUrl = pg.url;
      console.log(`\nthrowaway PostgreSQL at ${pgUrl}`);
    }
    if (pgUrl) {
      jest('server on PostgreSQL', ['--selectProjects', 'server'], {
        env: { TEST_DATABASE_URL: pgUrl },
        allowedSkips: KNOWN_SKIPS.postgres,
      });
    } else {
      console.log('\nPostgreSQL binaries (initdb, pg_ctl) not found: server tests on PostgreSQL not run.');
      problems.push('PostgreSQL run not possible (no initdb; SKIP_PG=1 skips it on purpose)');
    }
  }

  if (skipE2e) {
    skippedStage('SKIP_E2E=1: browser tests skipped.');
  } else if (!existsSync(chromium)) {
    problems.push(`Chromium not found at ${chromium} (set CHROMIUM_PATH; SKIP_E2E=1 skips on purpose)`);
  } else if (step('production build', 'npm', ['run', 'build'])) {
    // Browser tests share one machine's cores: one file at a time keeps their timings honest.
    jest('end-to-end in Chromium on PGlite', ['--selectProjects', 'e2e', '--runInBand'], {
      env: { E2E_DATABASE_URL: '' },
    });
    if (pgUrl) {
      jest('end-to-end in Chromium on PostgreSQL', ['--selectProjects', 'e2e', '--runInBand'], {
        env: { E2E_DATABASE_URL: pgUrl },
      });
    }
  } else {
    failed += 1;
  }
} finally {
  pg?.stop();
}

finish();
