// One lint set-up for the whole workspace. The import zones make the architecture hold:
// packages never import an app, a remote never imports the shell or another remote, and the
// shell reaches remotes only through module federation at run time. Inside an app, features do
// not import each other (what two features share lives in the app's own folders or packages/*),
// production code never imports the test support, and no module takes part in an import cycle.
// packages/server/test/lint-config.test.ts proves each rule reports what it is meant to.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const jestPlugin = require('eslint-plugin-jest');

const apps = ['shell', 'remote-admin', 'remote-lookups', 'remote-collector'];
const zones = [
  {
    target: './packages',
    from: apps.map((a) => `./${a}`),
    message: 'packages/* never import an app.',
  },
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((a) => a !== app).map((a) => `./${a}`),
    message: 'Apps share code only through packages/* (and the shell loads remotes at run time).',
  })),
];

/** `<app>/src/features/<feature>` may import nothing from the app's other features. */
function featureZones(app) {
  const dir = path.join(__dirname, app, 'src/features');
  if (!fs.existsSync(dir)) return [];
  const features = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  return features.map(({ name }) => ({
    target: `./${app}/src/features/${name}`,
    from: `./${app}/src/features`,
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to the app or packages/*.',
  }));
}
zones.push(...apps.flatMap(featureZones));

/** The real API and fixtures the component tests run against (test-support/README.md). */
const testSupportBan = {
  patterns: [
    {
      group: ['@hr/test-support', '@hr/test-support/*', '**/test-support', '**/test-support/**'],
      message: 'Test support is for tests only (files under __tests__/, test/ or e2e/).',
    },
  ],
};

const testFiles = ['**/__tests__/**/*.{ts,tsx}', '**/test/**/*.test.ts', 'e2e/**/*.e2e.ts'];

/**
 * packages/ui is a set of families (`@hr/ui/page`, `@hr/ui/phone`...), each one public surface
 * (its `index.ts`, an `exports` entry). A family reaches another (and `@hr/ui/i18n`,
 * `@hr/ui/theme`) only by its package specifier, never into its files: so a family can be
 * reorganised, or made a federation singleton again (packages/build/shared.js), without its
 * callers changing. Its own files it imports relatively: its own specifier would be an import of
 * itself.
 */
const uiFamilies = ['page', 'feedback', 'forms', 'table', 'dialogs', 'phone', 'person'];
const uiShared = [...uiFamilies, 'i18n', 'theme', 'locales'];
const uiSpecifierOnly =
  "Import another @hr/ui family by its specifier ('@hr/ui/phone'), not by a path.";
function uiFamilyImports(family) {
  const others = uiShared.filter((f) => f !== family);
  return {
    files: [`packages/ui/src/${family}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...testSupportBan.patterns,
            { group: others.flatMap((f) => [`../${f}`, `../${f}/**`]), message: uiSpecifierOnly },
            { group: ['../..', '../../**'], message: uiSpecifierOnly },
            {
              group: [`@hr/ui/${family}`],
              message: 'Inside its own family a file imports the others relatively.',
            },
          ],
        },
      ],
    },
  };
}
/** The package's own top-level files (standalone.tsx, i18n.ts, theme.ts) use the specifiers too. */
const uiTopLevelImports = {
  files: ['packages/ui/src/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...testSupportBan.patterns,
          { group: uiFamilies.flatMap((f) => [`./${f}`, `./${f}/**`]), message: uiSpecifierOnly },
        ],
      },
    ],
  },
};
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
    settings: {
      // Which files are modules to follow (the cycle check reads the imported files too).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Without a resolver that knows .ts/.tsx and the tsconfig `paths` (`@hr/test-support`,
      // each app's `@admin/*`...), an import resolves to nothing and the zones and the cycle
      // check silently pass every file.
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          tsconfig: { configFile: path.join(__dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Cycles make load order matter (an import is undefined while its module is still
      // running) and split features apart only on paper.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The shell's component tests render the remotes' real descriptors (which pages and items
    // each office role sees is declared there), so a hand-copied one cannot drift from them. Only
    // the descriptor files, and only in tests: the shell itself still reaches remotes at run time.
    files: ['shell/src/__tests__/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones.filter((zone) => zone.target !== './shell'),
            ...apps
              .filter((app) => app !== 'shell')
              .map((app) => ({
                target: './shell',
                from: `./${app}`,
                except: ['./src/descriptor.ts'],
                message: "Shell tests may import a remote's descriptor.ts, nothing else of it.",
              })),
          ],
        },
      ],
    },
  },
  {
    // Front ends take only types from the contracts (values come from '@hr/contracts/constants'),
    // so the schema library never reaches a browser bundle; and no Fluent UI umbrella import.
    files: [
      'shell/**/*.{ts,tsx}',
      'remote-*/**/*.{ts,tsx}',
      'packages/{api,session,ui}/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hr/contracts',
              message: "Import values from '@hr/contracts/constants'.",
              allowTypeImports: true,
            },
            // The packages themselves: what a page uses is then plain to see and to budget
            // (bench/budget.mjs), and the shared @fluentui/react-shared-contexts stays the only
            // Fluent package the apps have in common (packages/build/shared.js).
            {
              name: '@fluentui/react-components',
              message: "Import the Fluent package itself (e.g. '@fluentui/react-button').",
              allowTypeImports: true,
            },
            // One i18n instance, shared: apps and packages reach i18next only through @hr/i18n.
            { name: 'i18next', message: "Import from '@hr/i18n'.", allowTypeImports: true },
            { name: 'react-i18next', message: "Import from '@hr/i18n'.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', testSupportBan] },
  },
  // After the block above: these replace its options for packages/ui, so they repeat its patterns.
  ...uiFamilies.map(uiFamilyImports),
  uiTopLevelImports,
  {
    // A focused or disabled test turns a run green without running the rest; a test that asserts
    // nothing cannot fail. The project's own assertion helpers count as assertions. An expect
    // inside an `if` or a `catch` is skipped whenever the branch is not taken, so the test passes
    // without checking anything; an expect without its matcher, or an async matcher not awaited,
    // checks nothing either (or fails after the test has ended).
    files: testFiles,
    plugins: { jest: jestPlugin },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames }],
      'jest/no-conditional-expect': 'error',
      'jest/valid-expect': 'error',
      // A block skipped by a condition passes green wherever the condition is false, and nobody
      // notices when that is everywhere. The database- or machine-specific ones go through
      // describeOn/itWhen (packages/server/test/support/only-on.ts), and each test they skip is
      // named with its reason in scripts/test-plan.mjs (KNOWN_SKIPS), which CI holds to.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ConditionalExpression > MemberExpression[object.name=/^(describe|it|test)$/][property.name='skip']",
          message:
            'No conditional skips: use describeOn/itWhen (packages/server/test/support/only-on.ts) and list the skipped tests with their reason in scripts/test-plan.mjs',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
