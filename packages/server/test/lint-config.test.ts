// The lint set-up itself: a focused or disabled test, one that asserts nothing, or an expect that
// may not run or checks nothing (in an `if` or `catch`, without its matcher) must fail
// `npm run lint` (a green run would otherwise skip tests silently). Runs the project's own
// eslint.config.js through ESLint's Node API on small test files that exist only as strings.
import path from 'node:path';
import { ESLint } from 'eslint';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../..');
// The config is handed over as a module: ESLint's own loader uses a dynamic import, which jest's
// CommonJS sandbox does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const config = require(path.join(ROOT, 'eslint.config.js')) as ESLint.Options['baseConfig'];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, baseConfig: config });

/**
 * The jest/* rules ESLint reports for `code` as if it were the file at `file` (repo-relative);
 * a parse error is reported too, so a broken fixture cannot pass as "no problems".
 */
async function rulesHit(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .map((m) => m.ruleId ?? `fatal: ${m.message}`)
    .filter(
      (rule) =>
        rule.startsWith('jest/') || rule === 'no-restricted-syntax' || rule.startsWith('fatal'),
    );
}

const SERVER_TEST = 'packages/server/test/lint-fixture.test.ts';
const E2E_TEST = 'e2e/lint-fixture.e2e.ts';
const COMPONENT_TEST = 'packages/ui/src/__tests__/lint-fixture.test.tsx';

describe('lint rules for tests', () => {
  it.each([
    ['it.only', "it.only('a', () => {\n  expect(1).toBe(1);\n});\n"],
    [
      'describe.only',
      "describe.only('a', () => {\n  it('b', () => {\n    expect(1).toBe(1);\n  });\n});\n",
    ],
    ['test.only', "test.only('a', () => {\n  expect(1).toBe(1);\n});\n"],
    ['fit', "fit('a', () => {\n  expect(1).toBe(1);\n});\n"],
  ])('a %s left in a test fails lint with jest/no-focused-tests', async (_name, code) => {
    for (const file of [SERVER_TEST, E2E_TEST, COMPONENT_TEST]) {
      expect({ file, rules: await rulesHit(code, file) }).toEqual({
        file,
        rules: ['jest/no-focused-tests'],
      });
    }
  });

  it.each([
    ['it.skip', "it.skip('a', () => {\n  expect(1).toBe(1);\n});\n"],
    ['xit', "xit('a', () => {\n  expect(1).toBe(1);\n});\n"],
    [
      'describe.skip',
      "describe.skip('a', () => {\n  it('b', () => {\n    expect(1).toBe(1);\n  });\n});\n",
    ],
  ])('a %s fails lint with jest/no-disabled-tests', async (_name, code) => {
    expect(await rulesHit(code, SERVER_TEST)).toEqual(['jest/no-disabled-tests']);
  });

  it.each([
    [
      'describe',
      "const on = Math.random() > 0.5;\n(on ? describe : describe.skip)('a', () => {\n  it('b', () => {\n    expect(1).toBe(1);\n  });\n});\n",
    ],
    [
      'it',
      "const on = Math.random() > 0.5;\n(on ? it.skip : it)('a', () => {\n  expect(1).toBe(1);\n});\n",
    ],
  ])('a conditional skip of %s fails lint (describeOn/itWhen instead)', async (_name, code) => {
    for (const file of [SERVER_TEST, E2E_TEST, COMPONENT_TEST]) {
      expect({ file, rules: await rulesHit(code, file) }).toEqual({
        file,
        rules: ['no-restricted-syntax'],
      });
    }
  });

  it('a test that asserts nothing fails lint with jest/expect-expect', async () => {
    const code = "it('a', async () => {\n  await Promise.resolve(1);\n});\n";
    expect(await rulesHit(code, SERVER_TEST)).toEqual(['jest/expect-expect']);
    expect(await rulesHit(code, E2E_TEST)).toEqual(['jest/expect-expect']);
  });

  it.each([
    [
      'an if',
      "it('a', () => {\n  const n = Math.random();\n  if (n > 0.5) expect(n).toBeGreaterThan(0.5);\n});\n",
    ],
    [
      'a catch',
      "it('a', async () => {\n  try {\n    await Promise.reject(new Error('x'));\n  } catch (e) {\n    expect(e).toBeDefined();\n  }\n});\n",
    ],
  ])(
    'an expect inside %s (skipped when the branch is not taken) fails lint with jest/no-conditional-expect',
    async (_name, code) => {
      for (const file of [SERVER_TEST, E2E_TEST, COMPONENT_TEST]) {
        expect({ file, rules: await rulesHit(code, file) }).toEqual({
          file,
          rules: ['jest/no-conditional-expect'],
        });
      }
    },
  );

  it.each([
    ['an expect with no matcher', "it('a', () => {\n  expect(1);\n});\n"],
    [
      'an async matcher not awaited',
      "it('a', async () => {\n  expect(Promise.resolve(1)).resolves.toBe(1);\n});\n",
    ],
  ])('%s (it checks nothing) fails lint with jest/valid-expect', async (_name, code) => {
    for (const file of [SERVER_TEST, E2E_TEST, COMPONENT_TEST]) {
      expect({ file, rules: await rulesHit(code, file) }).toEqual({
        file,
        rules: ['jest/valid-expect'],
      });
    }
  });

  it.each([
    ['eventually', "eventually('it holds', async () => true)"],
    ['ok', 'ok(Promise.resolve({ status: 200, body: 1 }), 200)'],
    ['an expect* helper', "expectPath('/admin')"],
    ['a Playwright wait', "page.getByText('Saved').waitFor()"],
  ])('%s counts as an assertion', async (_name, call) => {
    const code =
      'declare const eventually: any, ok: any, expectPath: any, page: any;\n' +
      `test('a', async () => {\n  await ${call};\n});\n`;
    expect(await rulesHit(code, E2E_TEST)).toEqual([]);
  });
});
