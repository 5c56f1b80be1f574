// What `npm start` decides and shows before the server runs: which front ends need a build
// (scripts/lib/front-ends.mjs, on a real folder tree) and the per-app progress lines a build
// prints (packages/build/build-progress.js, in a real webpack compile of a small app).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BuildProgress } from '../../build/build-progress';
import { frontEndStates } from '../../../scripts/lib/front-ends.mjs';

jest.setTimeout(120_000);

/** Writes a file with a given age in seconds (git checkouts and builds set times like this). */
function put(root: string, file: string, ageSeconds: number, text = 'x') {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  const at = Date.now() / 1000 - ageSeconds;
  utimesSync(full, at, at);
}

const states = (root: string) =>
  Object.fromEntries(frontEndStates(root).map((a) => [a.name, a.state]));

describe('which front ends npm start builds', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hr-front-ends-'));
    for (const app of ['shell', 'remote-admin', 'remote-lookups', 'remote-collector'])
      put(root, `${app}/src/index.ts`, 600);
    put(root, 'packages/ui/src/index.ts', 600);
    put(root, 'package-lock.json', 600);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const buildAll = (ageSeconds: number) => {
    put(root, 'shell/dist/index.html', ageSeconds);
    for (const r of ['admin', 'lookups', 'collector'])
      put(root, `remote-${r}/dist/remoteEntry.js`, ageSeconds);
  };

  it('a fresh clone builds all four; a built tree none', () => {
    expect(states(root)).toEqual({
      shell: 'missing',
      'remote-admin': 'missing',
      'remote-lookups': 'missing',
      'remote-collector': 'missing',
    });
    buildAll(60);
    expect(Object.values(states(root))).toEqual(['current', 'current', 'current', 'current']);
  });

  it('rebuilds only the app whose source changed after its build, and all of them for a shared package', () => {
    buildAll(60);
    put(root, 'remote-admin/src/features/users/users-table.tsx', 5);
    // A test file is not part of the build.
    put(root, 'remote-lookups/src/__tests__/lookups.test.tsx', 5);
    expect(states(root)).toMatchObject({
      'remote-admin': 'stale',
      'remote-lookups': 'current',
      shell: 'current',
    });
    put(root, 'packages/ui/src/table.tsx', 1);
    expect(Object.values(states(root))).toEqual(['stale', 'stale', 'stale', 'stale']);
  });

  it('a missing output is rebuilt even when the others are current', () => {
    buildAll(60);
    rmSync(path.join(root, 'remote-collector/dist'), { recursive: true });
    expect(states(root)).toMatchObject({ 'remote-collector': 'missing', shell: 'current' });
  });
});

describe('build progress lines', () => {
  it('one plain line per step for the app, from "building…" to "done in N s", no terminal control codes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hr-progress-'));
    try {
      for (let i = 0; i < 30; i += 1)
        writeFileSync(path.join(dir, `m${i}.js`), `export const v${i} = ${i};\n`);
      writeFileSync(
        path.join(dir, 'index.js'),
        Array.from(
          { length: 30 },
          (_, i) => `import { v${i} } from './m${i}.js'; console.log(v${i});`,
        ).join('\n'),
      );
      let out = '';
      const compiler = webpack({
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist') },
        plugins: [new BuildProgress('remote-admin', (text: string) => (out += text))],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error) => (error ? reject(error) : compiler.close(() => resolve()))),
      );
      const lines = out.trimEnd().split('\n');
      expect(lines[0]).toBe('remote-admin     building…');
      expect(lines.at(-1)).toMatch(/^remote-admin {5}done in \d+ s$/);
      for (const line of lines)
        expect(line).toMatch(
          /^remote-admin {5}(building…|\d{1,2}% [a-z ]+…( \(\d+ s\))?|done in \d+ s)$/,
        );
      expect(out).not.toContain('\r');
      expect(out).not.toContain('\u001b');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
