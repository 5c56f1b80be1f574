// One lint set-up for the whole workspace. The import zones make the architecture hold:
// packages never import an app, a remote never imports the shell or another remote, and the
// shell reaches remotes only through module federation at run time.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const jestPlugin = require('eslint-plugin-jest');

const apps = ['shell', 'remote-admin', 'remote-lookups', 'remote-collector'];
const zones = [
  { target: './packages', from: apps.map((a) => `./${a}`), message: 'packages/* never import an app.' },
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((a) => a !== app).map((a) => `./${a}`),
    message: 'Apps share code only through packages/* (and the shell loads remotes at run time).',
  })),
];

const testFiles = ['**/__tests__/**/*.{ts,tsx}', '**/test/**/*.test.ts', 'e2e/**/*.e2e.ts'];
/**
 * Calls that fail the test when what they check does not hold: jest's expect, our helpers
 * (e2e/support/wait.ts `eventually`, `ok` and `visible`, any `expect*` helper), and Playwright's
 * waits, which throw when the element, state or address never comes.
 */
const assertFunctionNames = [
  'expect',
  'expect*',
  'eventually',
  'ok',
  'visible',
  '**.waitFor',
  '**.waitForURL',
];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Front ends take only types from the contracts (values come from '@hr/contracts/constants'),
    // so the schema library never reaches a browser bundle.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'packages/{api,session,ui}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@hr/contracts', message: "Import values from '@hr/contracts/constants'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // A focused or disabled test turns a run green without running the rest; a test that asserts
    // nothing cannot fail. The project's own assertion helpers count as assertions.
    files: testFiles,
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
