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
  'packages/server/test/phone-format.test.ts': 'phone number formatting, a pure function',
  'packages/server/test/supported-node.test.ts': 'the Node.js version check and the pinned Node.js 24',
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
 * The only tests allowed to be skipped, by database: each needs a property only the other
 * database has. Keyed by full name (describe blocks and test title, space-separated).
 */
export const KNOWN_SKIPS = {
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
  // The folder lock, its permissions and the folder copy belong to the embedded database only.
  postgres: [
    'one server per embedded database a server in a pid namespace of its own (pid 1, as in a container) holds the folder against one outside, and the other way round',
    'one server per embedded database after kill -9 of the holder a new server starts at once, with every acknowledged write',
    'one server per embedded database in one process a second opener is refused too; a lock file naming anyone (even us) does not block',
    'on the embedded database DATA_DIR is 0700, jwt-secret 0600, and no database file is open to other users',
    'npm run backup / npm run restore (embedded database) backs up while the server runs, which keeps answering and loses no write',
    'npm run backup / npm run restore (embedded database) a copy made under a stream of writes is a consistent prefix of them',
    'npm run backup / npm run restore (embedded database) health answers 200 "backup in progress", not 503, while a backup holds the database',
    'npm run backup / npm run restore (embedded database) restore, audit:verify and seed:demo are refused while the server holds the folder',
    'npm run backup / npm run restore (embedded database) round trip: everything is back, and the collector signs in with the old password',
  ],
};

/**
 * Seconds each stage may take on the 2-core CI machine before the table marks it "over": the
 * whole run's budget is 25 minutes, and a stage past its own shows where a regression came in.
 */
export const STAGE_BUDGET_SECONDS = {
  'type check': 60,
  lint: 60,
  'server and components on PGlite': 540,
  'server on PostgreSQL': 120,
  'production build': 90,
  'end-to-end in Chromium on PGlite': 540,
  'end-to-end in Chromium on PostgreSQL': 90,
};
