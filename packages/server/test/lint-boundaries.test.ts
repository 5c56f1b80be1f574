// The import boundaries of eslint.config.js, proved on sample files: each forbidden import is
// reported by the rule meant for it, and the allowed ones are not. Sample files exist only as
// strings, except the cycle, which ESLint follows on disk (two files written for the test).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../../..');
// Handed over as a module: ESLint's own loader uses a dynamic import, which jest's sandbox lacks.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const config = require(path.join(ROOT, 'eslint.config.js')) as ESLint.Options['baseConfig'];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, baseConfig: config });

const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
];

/** The boundary rules ESLint reports for `code` as the file `file` (repo-relative); parse errors too. */
async function boundaryHits(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .map((m) => m.ruleId ?? `fatal: ${m.message}`)
    .filter((rule) => BOUNDARY_RULES.includes(rule) || rule.startsWith('fatal'));
}

describe('import boundaries', () => {
  it.each([
    ['a remote importing another remote', 'remote-admin/src/lint-sample.ts', "export { AppRoutes } from '../../remote-lookups/src/routes';"],
    ['a remote importing the shell', 'remote-collector/src/lint-sample.ts', "export { AppRoutes } from '../../shell/src/app/app-routes';"],
    ['the shell importing a remote', 'shell/src/lint-sample.ts', "export * from '../../remote-admin/src/routes';"],
    ['a package importing an app', 'packages/ui/lint-sample.ts', "export * from '../../shell/src/app/app-routes';"],
    [
      'a feature importing another feature',
      'remote-admin/src/features/people/components/lint-sample.ts',
      "export { createUser } from '../../users/api/create-user';",
    ],
    // The apps' path aliases (tsconfig.json `paths`) resolve to the same files, so the zones hold.
    ['a remote importing another remote by its alias', 'remote-admin/src/lint-sample.ts', "export { default } from '@lookups/routes';"],
    ['a remote importing the shell by its alias', 'remote-collector/src/app/lint-sample.ts', "export { dashboardOf } from '@shell/app/guards';"],
    ['a package importing an app by its alias', 'packages/ui/src/lint-sample.ts', "export * from '@shell/app/app-routes';"],
    [
      'a feature importing another feature by the alias',
      'remote-admin/src/features/people/components/lint-sample.ts',
      "export { createUser } from '@admin/features/users/api/create-user';",
    ],
  ])('%s is reported', async (_name, file, code) => {
    expect(await boundaryHits(code, file)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    ['a remote importing packages/*', 'remote-admin/src/lint-sample.ts', "export { ErrorState } from '../../packages/ui/src/page/error-state';"],
    ['a feature importing inside itself', 'remote-admin/src/features/users/lint-sample.ts', "export { createUser } from './api/create-user';"],
    ['a page importing a feature by its own alias', 'remote-admin/src/app/lint-sample.ts', "export { createUser } from '@admin/features/users/api/create-user';"],
  ])('%s is allowed', async (_name, file, code) => {
    expect(await boundaryHits(code, file)).toEqual([]);
  });

  it('production code importing the test support is reported; a test may import it', async () => {
    const byName = "export { startApi } from '@hr/test-support';";
    const byPath = "export * from '../../test-support';";
    expect(await boundaryHits(byName, 'remote-lookups/src/lint-sample.ts')).toEqual(['no-restricted-imports']);
    expect(await boundaryHits(byPath, 'shell/src/lint-sample.ts')).toEqual(['no-restricted-imports']);
    expect(await boundaryHits(byName, 'packages/ui/src/lint-sample.tsx')).toEqual(['no-restricted-imports']);
    expect(await boundaryHits(byName, 'remote-lookups/src/__tests__/lint-sample.test.tsx')).toEqual([]);
  });

  // packages/ui's families reach one another by their specifiers only (eslint.config.js).
  it.each([
    ['another family by its path', 'packages/ui/src/person/lint-sample.tsx', "export { formatPhone } from '../phone/format-phone';"],
    ['the ui texts by their path', 'packages/ui/src/table/lint-sample.tsx', "export { useUiT } from '../i18n';"],
    ['the theme by its path', 'packages/ui/src/page/lint-sample.tsx', "export { spacing } from '../theme';"],
    ['its own family by the specifier', 'packages/ui/src/dialogs/lint-sample.tsx', "export { FormDialog } from '@hr/ui/dialogs';"],
    ['a family by its path from the package top level', 'packages/ui/src/lint-sample.tsx', "export { NotifyToaster } from './feedback/notify';"],
    ['the test support from a family', 'packages/ui/src/forms/lint-sample.tsx', "export { startApi } from '@hr/test-support';"],
  ])('a ui family importing %s is reported', async (_name, file, code) => {
    expect(await boundaryHits(code, file)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['another family by its specifier', 'packages/ui/src/person/lint-sample.tsx', "export { formatPhone } from '@hr/ui/phone';"],
    ['its own files by their path', 'packages/ui/src/person/lint-sample.tsx', "export { PersonForm } from './person-form';"],
    ['a test reaching a family by its path', 'packages/ui/src/__tests__/lint-sample.test.tsx', "export { ascendingOrder } from '../table/row-order';"],
  ])('a ui family importing %s is allowed', async (_name, file, code) => {
    expect(await boundaryHits(code, file)).toEqual([]);
  });

  it('the Fluent UI umbrella package is reported in front-end code, its parts are not', async () => {
    const umbrella = "export { Button } from '@fluentui/react-components';";
    const part = "export { Button } from '@fluentui/react-button';";
    for (const file of ['shell/src/features/auth/components/lint-sample.tsx', 'remote-admin/src/lint-sample.tsx', 'packages/ui/src/lint-sample.tsx']) {
      expect({ file, rules: await boundaryHits(umbrella, file) }).toEqual({
        file,
        rules: ['@typescript-eslint/no-restricted-imports'],
      });
      expect(await boundaryHits(part, file)).toEqual([]);
    }
  });

  describe('cycles', () => {
    const dir = path.join(ROOT, 'packages/ui/src/lint-cycle-sample');
    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(path.join(dir, 'c.ts'), "import { b } from './b';\nexport const c = () => b;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('an import cycle is reported on both of its files, a plain import is not', async () => {
      const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts'), path.join(dir, 'c.ts')]);
      const hits = results.map((r) => ({
        file: path.basename(r.filePath),
        rules: r.messages.map((m) => m.ruleId).filter((rule) => rule === 'import-x/no-cycle'),
      }));
      expect(hits).toEqual([
        { file: 'a.ts', rules: ['import-x/no-cycle'] },
        { file: 'b.ts', rules: ['import-x/no-cycle'] },
        // c imports b, which is in a cycle, but c itself is not part of one.
        { file: 'c.ts', rules: [] },
      ]);
    });
  });
});

// The layout of docs/remote-skeleton.md, held to the tree: what a remote's `src/` may hold, what a
// feature may hold, and the pages and features its table lists for each remote.
describe('the remote skeleton', () => {
  const SRC_ENTRIES = ['__tests__', 'app', 'bootstrap.tsx', 'components', 'descriptor.ts', 'features', 'i18n.ts', 'index.ts', 'locales', 'routes.tsx', 'types', 'utils'];
  const FEATURE_FOLDERS = ['api', 'components', 'hooks', 'utils'];
  const doc = readFileSync(path.join(ROOT, 'docs/remote-skeleton.md'), 'utf8');
  const list = (dir: string) => readdirSync(path.join(ROOT, dir)).sort();
  /** The doc's table row of a remote: its pages and (without the parenthesised notes) its features. */
  const documented = (remote: string) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| ${remote} |`));
    const [, pages = '', features = ''] = (row ?? '').split('|').slice(1).map((cell) => cell.trim());
    return {
      pages: pages.split(',').map((p) => p.trim()).sort(),
      features: [...features.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort(),
    };
  };

  it.each(['remote-admin', 'remote-lookups', 'remote-collector'])('%s follows it', (remote) => {
    const src = `${remote}/src`;
    expect(list(src).filter((entry) => !SRC_ENTRIES.includes(entry))).toEqual([]);
    const pages = list(`${src}/app`).filter((f) => f !== '__tests__');
    expect(pages.filter((f) => !f.endsWith('-page.tsx'))).toEqual([]);
    const features = list(`${src}/features`);
    expect({ pages: pages.map((f) => f.replace(/-page\.tsx$/, '')), features }).toEqual(documented(remote));
    for (const feature of features) {
      const entries = list(`${src}/features/${feature}`);
      const stray = entries.filter(
        (e) => !FEATURE_FOLDERS.includes(e) || !statSync(path.join(ROOT, src, 'features', feature, e)).isDirectory(),
      );
      expect({ feature, stray }).toEqual({ feature, stray: [] });
    }
  });
});
