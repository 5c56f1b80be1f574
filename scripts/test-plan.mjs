// What `npm test` runs where, in one place: which tests run on both databases and why, the
// tests allowed to be skipped on one of them, and each stage's time budget (docs/testing.md).

/**
 * Server test files that never open a database: they run once, in the PGlite stage, since a
 * second run on PostgreSQL would repeat exactly the same code.
 */
export const DATABASE_FREE_SERVER_TESTS = {
  'packages/server/test/config.test.ts': 'reads environment variables into the configuration',
  'packages/server/test/fault-probe.test.ts':
    'the fault probe judges its own run: it starts its own server (always the embedded database)',
  'packages/server/test/first-start.test.ts': 'which front ends need a build, on a folder tree',
  'packages/server/test/lint-boundaries.test.ts': 'ESLint import boundaries on source files',
  'packages/server/test/lint-config.test.ts': 'the ESLint configuration itself',
  'packages/server/test/lsn.test.ts':
    'log positions (X-Registry-LSN) as text and numbers, pure functions',
  'packages/server/test/phone-format.test.ts': 'phone number formatting, a pure function',
  'packages/server/test/supported-node.test.ts':
    'the Node.js version check and the pinned Node.js 24',
  'packages/server/test/test-plan.test.ts':
    "the test runner's own plan: browser files listed, minimum counts, budgets",
};

/**
 * Browser test files that also run against PostgreSQL. Every browser test runs on the embedded
 * default; the SQL behind the pages is tested on both databases by the server tests, so a
 * browser file runs again on PostgreSQL only when what the user sees depends on that database
 * beyond the API's answer: its planner at scale, its streaming, its text matching, several
 * connections at once, or data that must outlive a restart of the server.
 */
export const E2E_ON_POSTGRES = {
  'e2e/scale.e2e.ts':
    "100,000 people: All People's keyset pages, search and counts go through PostgreSQL's planner and indexes, not PGlite's single-connection engine",
  'e2e/export.e2e.ts':
    "the files' dates and numbers come through node-postgres' type parsing (not PGlite's) into CSV and Excel cells, and the next batch is read on a second pool connection while the download streams",
  'e2e/duplicates.e2e.ts':
    "the duplicate warning's similar-name match runs on the server's own pg_trgm build (PGlite ships its own) and a collector's and an admin's saves meet on two connections",
};

/**
 * Browser test files that run on the embedded database only. Every file under e2e/ is listed
 * here or in E2E_ON_POSTGRES (both databases): the runner runs the files the plan names, and
 * refuses to start when a file on disk is in neither list (or a listed one is gone), so a renamed
 * or new file cannot drop out of CI unnoticed (planProblems, test/test-plan.test.ts).
 */
export const E2E_ON_PGLITE_ONLY = [
  'e2e/a11y-desktop.e2e.ts',
  'e2e/a11y-phone.e2e.ts',
  'e2e/activity.e2e.ts',
  'e2e/admin.e2e.ts',
  'e2e/api-docs.e2e.ts',
  'e2e/api-tokens.e2e.ts',
  'e2e/collector.e2e.ts',
  'e2e/duplicates-page.e2e.ts',
  'e2e/feedback.e2e.ts',
  'e2e/field-entry.e2e.ts',
  'e2e/first-paint.e2e.ts',
  'e2e/languages-pages.e2e.ts',
  'e2e/languages.e2e.ts',
  'e2e/layout.e2e.ts',
  'e2e/lookups.e2e.ts',
  'e2e/mfa.e2e.ts',
  'e2e/office-screens.e2e.ts',
  'e2e/offline.e2e.ts',
  'e2e/phone-layout.e2e.ts',
  'e2e/registrations-chart.e2e.ts',
  'e2e/remote-pages.e2e.ts',
  'e2e/reports-map.e2e.ts',
  'e2e/review.e2e.ts',
  'e2e/security.e2e.ts',
  'e2e/shell.e2e.ts',
  'e2e/supervisors.e2e.ts',
];

/** The browser files the PGlite stage runs: every listed file. */
export const E2E_ON_PGLITE = [...E2E_ON_PGLITE_ONLY, ...Object.keys(E2E_ON_POSTGRES)].sort();

/**
 * What is wrong with the plan against the browser files on disk (`e2eFiles`, paths from the
 * repository's root): a file in neither list, a listed file that is gone, a file in both.
 */
export function planProblems(e2eFiles) {
  const problems = [];
  const onDisk = new Set(e2eFiles);
  const both = Object.keys(E2E_ON_POSTGRES);
  for (const file of e2eFiles) {
    if (!E2E_ON_PGLITE_ONLY.includes(file) && !both.includes(file))
      problems.push(
        `${file} is not listed in scripts/test-plan.mjs (E2E_ON_PGLITE_ONLY or E2E_ON_POSTGRES)`,
      );
  }
  for (const file of [...E2E_ON_PGLITE_ONLY, ...both]) {
    if (!onDisk.has(file))
      problems.push(`${file} is listed in scripts/test-plan.mjs but does not exist`);
  }
  for (const file of both) {
    if (E2E_ON_PGLITE_ONLY.includes(file))
      problems.push(`${file} is listed both as PGlite only and on PostgreSQL`);
  }
  return problems;
}

/**
 * The fewest tests each stage may run (passed and skipped): a stage that runs fewer lost tests
 * somewhere (a file renamed out of a pattern, a describe that stopped matching) and fails the
 * run. Set a little below the counts of the run that last changed them; raise them with the tests.
 */
export const STAGE_MIN_TESTS = {
  'server and components on PGlite': 1000,
  'server on PostgreSQL': 520,
  'cluster on PostgreSQL': 9,
  'end-to-end in Chromium on PGlite': 88,
  'end-to-end in Chromium on PostgreSQL': 8,
};

/** A stage may run over its budget by this share before it fails the run. */
export const BUDGET_TOLERANCE = 0.5;

/** Why test/read-replicas.test.ts is skipped on PGlite. */
const REPLICAS_ARE_POSTGRESQL =
  "read replicas and log positions are PostgreSQL's: the embedded database has neither (DATABASE_REPLICA_URLS is refused there, no X-Registry-LSN is sent)";

/**
 * The only tests allowed to be skipped, by database, each with its reason: each needs a property
 * only the other database has (describeOn in packages/server/test/support/only-on.ts skips them).
 * Keyed by full name (describe blocks and test title, space-separated).
 */
export const KNOWN_SKIPS = {
  pglite: {
    'concurrency on PostgreSQL two simultaneous saves of one phone: exactly one 201 and one 409':
      'PGlite runs one statement at a time: a real race needs PostgreSQL',
    'concurrency on PostgreSQL parallel verifies of one code: only one consumes it':
      'PGlite runs one statement at a time: a real race needs PostgreSQL',
    'concurrency on PostgreSQL parallel wrong guesses cannot exceed 5 tries':
      'PGlite runs one statement at a time: a real race needs PostgreSQL',
    'concurrency on PostgreSQL parallel sends to one phone: one code goes out':
      'PGlite runs one statement at a time: a real race needs PostgreSQL',
    'two instances on one PostgreSQL 300 parallel wrong passwords spread over both: exactly 5 are checked':
      'two API instances need one database both can open: PGlite admits one process',
    'two instances on one PostgreSQL the per-address limit holds across both: 40 checked':
      'two API instances need one database both can open: PGlite admits one process',
    'several instances on one PostgreSQL without JWT_SECRET share one generated secret: a token from one instance works on the other':
      'two API instances need one database both can open: PGlite admits one process',
    'the table upkeep on PostgreSQL does nothing: autovacuum does it':
      "PostgreSQL's side of the upkeep: on PGlite the upkeep runs (its own tests)",
    'read replicas health names the replicas and how reads go: both ok, reads on replicas':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas the start log names how reads are routed; without replicas, health says reads are on the primary':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas reads come from a replica: one whose replay is paused lacks a save made since':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas a save read back at once with X-Registry-After is shown, while replay is paused':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas a replica that has replayed the position serves the read':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas round robin: with one replica paused, reads alternate between the two':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas an export through a one-use link reads from a replica that has replayed the link, never one behind it':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas a replica more than REPLICA_MAX_LAG_MS behind serves no reads: health "degraded"':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas a replica that stops: no request fails, health "degraded" with it down, and it serves again once back':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas every 2xx answer of a write carries X-Registry-LSN; reads, a read-only POST and a refusal do not':
      REPLICAS_ARE_POSTGRESQL,
    'read replicas X-Registry-After that is not a log position is refused with 400 naming the header':
      REPLICAS_ARE_POSTGRESQL,
  },
  postgres: {
    'the table upkeep on PGlite vacuums and analyses a table with many dead rows, then finds nothing more to do':
      'PGlite has no autovacuum, so the server does its work there; PostgreSQL has one',
    'the table upkeep on PGlite leaves a table whose changes are under the thresholds (50 + 20 % of its rows)':
      'PGlite has no autovacuum, so the server does its work there; PostgreSQL has one',
    'the table upkeep on PGlite does not run while a backup copies the folder':
      'PGlite has no autovacuum, so the server does its work there; PostgreSQL has one',
    'the table upkeep on PGlite waits for the server to be idle: not right after a request':
      'PGlite has no autovacuum, so the server does its work there; PostgreSQL has one',
    'one server per embedded database a server in a pid namespace of its own (pid 1, as in a container) holds the folder against one outside, and the other way round':
      'the data-folder lock belongs to the embedded database',
    'one server per embedded database after kill -9 of the holder a new server starts at once, with every acknowledged write':
      'the data-folder lock belongs to the embedded database',
    'one server per embedded database in one process a second opener is refused too; a lock file naming anyone (even us) does not block':
      'the data-folder lock belongs to the embedded database',
    'on the embedded database DATA_DIR is 0700, jwt-secret 0600, and no database file is open to other users':
      "the embedded database's files and their permissions",
    'npm run backup / npm run restore (embedded database) backs up while the server runs, which keeps answering and loses no write':
      "the backup copies the embedded database's folder (a PostgreSQL server is backed up with its own tools)",
    'npm run backup / npm run restore (embedded database) a copy made under a stream of writes is a consistent prefix of them':
      "the backup copies the embedded database's folder (a PostgreSQL server is backed up with its own tools)",
    'npm run backup / npm run restore (embedded database) health answers 200 "backup in progress", not 503, while a backup holds the database':
      "the backup copies the embedded database's folder (a PostgreSQL server is backed up with its own tools)",
    'npm run backup / npm run restore (embedded database) restore, audit:verify and seed:demo are refused while the server holds the folder':
      "the backup copies the embedded database's folder (a PostgreSQL server is backed up with its own tools)",
    'npm run backup / npm run restore (embedded database) round trip: everything is back, and the collector signs in with the old password':
      "the backup copies the embedded database's folder (a PostgreSQL server is backed up with its own tools)",
  },
};

/**
 * Seconds each stage may take on the 2-core CI machine: what it takes today with some room
 * (fresh-clone runs of 2026-11-29 on a quiet machine; a slower hour of the shared machine made
 * every stage up to two fifths longer). A stage past its budget is marked "over" in the table,
 * and more than BUDGET_TOLERANCE past it fails the run: a regression in time shows in the stage
 * where it came in.
 */
export const STAGE_BUDGET_SECONDS = {
  'type check': 25,
  lint: 25,
  'server and components on PGlite': 415,
  'server on PostgreSQL': 130,
  'production build': 70,
  'cluster on PostgreSQL': 25,
  'bundle budget': 60,
  'end-to-end in Chromium on PGlite': 330,
  'end-to-end in Chromium on PostgreSQL': 150,
};

/**
 * The stages that run beside another (scripts/test-all.mjs), and which: they take cores from it,
 * not time of their own. The others run one after another, so their budgets are the run's
 * critical path, which must fit in RUN_GOAL_SECONDS.
 */
export const BESIDE = {
  lint: 'type check',
  'production build': 'server on PostgreSQL',
  'cluster on PostgreSQL': 'server on PostgreSQL',
  'bundle budget': 'end-to-end in Chromium on PGlite',
  'end-to-end in Chromium on PostgreSQL': 'end-to-end in Chromium on PGlite',
};

/** The run's limit: 25 minutes, whatever the machine. */
export const RUN_LIMIT_SECONDS = 1500;

/** What the whole run should take: 15 minutes, the sum of the critical path's budgets. */
export const RUN_GOAL_SECONDS = 900;
