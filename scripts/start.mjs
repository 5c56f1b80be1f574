#!/usr/bin/env node
// `npm start`: the production server on one port (/api, the shell at /, the remotes under
// /remotes/*). Builds the front ends first when their output is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = [
  'shell/dist/index.html',
  'remote-admin/dist/remoteEntry.js',
  'remote-lookups/dist/remoteEntry.js',
  'remote-collector/dist/remoteEntry.js',
];
if (outputs.some((f) => !existsSync(path.join(root, f)))) {
  console.log('Front-end build output missing: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
