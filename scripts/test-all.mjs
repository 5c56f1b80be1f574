#!/usr/bin/env node
// `npm test`: the whole suite, in the order CI needs it.
//  1. type check and lint
//  2. server and component tests on the embedded database (PGlite)
//  3. the server tests that use a database, again on a real PostgreSQL server
//     (TEST_DATABASE_URL, or a throwaway cluster); beside them the production build, then the
//     cluster test (deploy/test/): a primary and a streaming replica of its own, two API
//     instances, and nginx in front
//  4. the bundle budget on the build (bytes and requests of each first visit, bench/budget.mjs)
//     beside every end-to-end test in Chromium against it on PGlite, and beside those the ones
//     whose behaviour depends on the database again on PostgreSQL
// What runs on both databases, and why, is in scripts/test-plan.mjs, with each stage's budget.
// It ends with a table (stage, tests passed/failed/skipped, seconds, budget) and the line
// `N passed, N failed, N skipped`, where a failed stage counts at least 1 failure.
// SKIP_E2E=1 skips 4; SKIP_PG=1 skips 3 and the PostgreSQL half of 4: for a local run only
// (`npm run test:quick` is the everyday loop). Under CI=true a skipped stage is a failure, and
// so is any skipped test that is not one of the database-specific ones in test-plan.mjs.
import './lib/supported-node.mjs';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { postgresAvailable, startThrowawayPostgres } from './pg-throwaway.mjs';
import { missingClusterTools } from './lib/cluster-tools.mjs';
import { createRun, filePattern } from './lib/stages.mjs';
import {
  BUDGET_TOLERANCE,
  DATABASE_FREE_SERVER_TESTS,
  E2E_ON_PGLITE,
  E2E_ON_POSTGRES,
  KNOWN_SKIPS,
  planProblems,
  STAGE_BUDGET_SECONDS,
  STAGE_MIN_TESTS,
} from './test-plan.mjs';

const onCi = /^(true|1)$/i.test(process.env.CI ?? '');
const skipPg = process.env.SKIP_PG === '1';
const skipE2e = process.env.SKIP_E2E === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = createRun({
  budgets: STAGE_BUDGET_SECONDS,
  budgetTolerance: BUDGET_TOLERANCE,
  minTests: STAGE_MIN_TESTS,
  strictSkips: onCi,
});

const STAGE = {
  pglite: 'server and components on PGlite',
  postgres: 'server on PostgreSQL',
  cluster: 'cluster on PostgreSQL',
  build: 'production build',
  budget: 'bundle budget',
  e2e: 'end-to-end in Chromium on PGlite',
  e2ePostgres: 'end-to-end in Chromium on PostgreSQL',
};

// Jest's default leaves one of two cores idle (cores - 1 workers): the server and component
// tests wait on I/O and a database as much as they compute. On PGlite one worker more than the
// cores: with two, 6 % of the CPU stayed idle (a component test waits on its API server half its
// time), with three under 1 % (357 s and 338 s back to back). On PostgreSQL the build and the
// cluster test fill that gap, so each core gets a worker.
const workers = String(Math.max(2, availableParallelism()));
const pgliteWorkers = String(Math.max(3, availableParallelism() + 1));
const e2eWorkers = String(Math.max(4, availableParallelism() * 2));

/** Says why a stage did not run; outside CI (quick local runs) that is allowed. */
function skippedStage(name, reason) {
  if (onCi) run.refused(name, reason);
  else console.log(`\n${reason}`);
}

// The plan names every browser file: one it does not know would silently not run.
const e2eFiles = readdirSync(path.join(import.meta.dirname, '../e2e'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => `e2e/${f}`);
for (const problem of planProblems(e2eFiles)) run.refused('test plan', problem);
if (run.problems.length) run.finish();

// Under CI nothing may be left out: refuse before spending minutes on the rest.
if (onCi) {
  if (skipPg)
    run.refused(
      STAGE.postgres,
      'SKIP_PG=1 is set under CI=true: the PostgreSQL stages must run in CI',
    );
  if (skipE2e)
    run.refused(STAGE.e2e, 'SKIP_E2E=1 is set under CI=true: the browser tests must run in CI');
  if (!skipPg && !process.env.TEST_DATABASE_URL && !postgresAvailable()) {
    run.refused(
      STAGE.postgres,
      'PostgreSQL binaries (initdb, pg_ctl) not found and TEST_DATABASE_URL unset: install postgresql (.ci/run does)',
    );
  }
  if (!skipPg && missingClusterTools().length > 0) {
    run.refused(STAGE.cluster, `${missingClusterTools().join('; ')} (.ci/run installs them)`);
  }
  if (!skipE2e && !existsSync(chromium)) {
    run.refused(
      STAGE.e2e,
      `Chromium not found at ${chromium}: install chromium or set CHROMIUM_PATH (.ci/run does)`,
    );
  }
  if (run.problems.length) run.finish();
}

// Each of these is one process on one core: side by side they take the time of the longer.
await run.commandsAtOnce([
  { name: 'type check', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
]);
// TEST_DATABASE_URL in the caller's environment would turn this stage into a PostgreSQL one.
await run.jest(STAGE.pglite, ['--selectProjects', 'server', 'web', '--maxWorkers', pgliteWorkers], {
  env: { TEST_DATABASE_URL: '' },
  allowedSkips: Object.keys(KNOWN_SKIPS.pglite),
});

// The production build needs no database: it runs beside the server tests on PostgreSQL, which
// wait on that server a sixth of their time, its output printed whole when it ends. The browser
// stages need it; the cluster stage follows it.
const e2eWanted = !skipE2e && existsSync(chromium);
const built = e2eWanted
  ? run.command(STAGE.build, 'npm', ['run', 'build'], {}, { quiet: true })
  : Promise.resolve(false);

let pg;
let pgUrl;

async function postgresStage() {
  if (skipPg) {
    skippedStage(STAGE.postgres, 'SKIP_PG=1: server and browser tests on PostgreSQL skipped.');
    return;
  }
  pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl && postgresAvailable()) {
    pg = await startThrowawayPostgres();
    pgUrl = pg.url;
    console.log(`\nthrowaway PostgreSQL at ${pgUrl}`);
  }
  if (pgUrl) {
    const databaseFree = Object.keys(DATABASE_FREE_SERVER_TESTS).map(filePattern);
    await run.jest(
      STAGE.postgres,
      [
        '--selectProjects',
        'server',
        '--maxWorkers',
        workers,
        '--testPathIgnorePatterns',
        '/node_modules/',
        ...databaseFree,
      ],
      { env: { TEST_DATABASE_URL: pgUrl }, allowedSkips: Object.keys(KNOWN_SKIPS.postgres) },
    );
  } else if (!run.has(STAGE.postgres)) {
    run.refused(
      STAGE.postgres,
      'PostgreSQL binaries (initdb, pg_ctl) not found: server tests on PostgreSQL not run (SKIP_PG=1 skips them on purpose)',
    );
  }
}

/**
 * Its own primary, replica, instances and nginx: one file (about 15 s, half of it waiting), once
 * the build has finished, beside the server tests on PostgreSQL, its output printed whole at the
 * end.
 */
async function clusterStage() {
  if (skipPg) {
    skippedStage(STAGE.cluster, 'SKIP_PG=1: the cluster test skipped.');
  } else if (missingClusterTools().length > 0) {
    if (!run.has(STAGE.cluster))
      skippedStage(STAGE.cluster, `cluster test not run: ${missingClusterTools().join('; ')}`);
  } else {
    await run.jest(STAGE.cluster, ['--selectProjects', 'cluster'], { quiet: true });
  }
}

try {
  await Promise.all([postgresStage(), built.then(clusterStage)]);

  if (skipE2e) {
    skippedStage(STAGE.e2e, 'SKIP_E2E=1: browser tests skipped.');
  } else if (!existsSync(chromium)) {
    if (!run.has(STAGE.e2e)) {
      run.refused(
        STAGE.e2e,
        `Chromium not found at ${chromium} (set CHROMIUM_PATH; SKIP_E2E=1 skips on purpose)`,
      );
    }
  } else if (await built) {
    // The same build the browser tests use: a page that grows past its bytes or requests, or a
    // collector's page that fetches an office remote, fails CI here (issue 42). It counts bytes
    // and requests, not time, so it runs beside the browser tests (most of its time is waiting
    // for pages), its output printed when it ends.
    // Four browser files at a time on two cores: with three, 9 % of the CPU stayed idle (a
    // browser test waits for pages and timers), and none asserts a duration (that is bench/
    // work), so a busier core only slows it down.
    await Promise.all([
      run.command(
        STAGE.budget,
        process.execPath,
        ['bench/budget.mjs'],
        { CHROMIUM_PATH: chromium },
        { quiet: true },
      ),
      run.jest(
        STAGE.e2e,
        ['--selectProjects', 'e2e', '--maxWorkers', e2eWorkers, ...E2E_ON_PGLITE.map(filePattern)],
        { env: { E2E_DATABASE_URL: '', TEST_DATABASE_URL: '' } },
      ),
      // The few on PostgreSQL beside them, one file at a time, their output printed whole when
      // they end: alone at the end they left a third of the CPU idle.
      pgUrl &&
        run.jest(
          STAGE.e2ePostgres,
          [
            '--selectProjects',
            'e2e',
            '--maxWorkers',
            '1',
            ...Object.keys(E2E_ON_POSTGRES).map(filePattern),
          ],
          { env: { E2E_DATABASE_URL: pgUrl }, quiet: true },
        ),
    ]);
  }
} finally {
  pg?.stop();
}

run.finish();
