// One jest for the whole workspace: `server` (node, over HTTP against PGlite or PostgreSQL),
// `web` (jsdom component tests of packages and apps), `e2e` (Playwright driving Debian's
// Chromium against the production build) and `cluster` (deploy/: two API instances behind nginx
// on a PostgreSQL primary and replica). scripts/test-all.mjs runs them in CI order.
const { jestAliases } = require('./packages/build/app-aliases');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// ESM-only packages that jest must transform (its CommonJS runtime cannot load them as they
// are): typebox, jotai 3, and cookie 2, which light-my-request (fastify's app.inject) requires
// from its own nested node_modules. So the package named is the one after the last `node_modules/`.
const transformIgnorePatterns = [
  '/node_modules/(?!(typebox|jotai|cookie)/)(?:(?!/node_modules/).)*$',
];
const moduleFileExtensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'];

module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/server'],
      testMatch: ['**/test/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
    {
      displayName: 'web',
      // jsdom, and one real API server process per worker (scripts/jest/web-environment.ts).
      testEnvironment: '<rootDir>/scripts/jest/web-environment.ts',
      roots: [
        '<rootDir>/packages/api',
        '<rootDir>/packages/build',
        '<rootDir>/packages/i18n',
        '<rootDir>/packages/session',
        '<rootDir>/packages/ui',
        '<rootDir>/shell',
        '<rootDir>/remote-admin',
        '<rootDir>/remote-lookups',
        '<rootDir>/remote-collector',
      ],
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
      moduleNameMapper: {
        // The real API for component tests (test-support/README.md); test code only.
        '^@hr/test-support$': '<rootDir>/test-support/index.ts',
        // A locale file read by section (packages/i18n/src/locale-sections.d.ts) is the file.
        '^(.+\\.json)\\?sections$': '$1',
        // Each app's own `src` (`@admin/*`, ...), as declared in tsconfig.json `paths`.
        ...jestAliases(),
      },
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
    {
      displayName: 'e2e',
      // node, and one server host process per worker (e2e/support/environment.ts).
      testEnvironment: '<rootDir>/e2e/support/environment.ts',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
    {
      displayName: 'cluster',
      testEnvironment: 'node',
      roots: ['<rootDir>/deploy'],
      testMatch: ['**/test/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleFileExtensions,
    },
  ],
};
