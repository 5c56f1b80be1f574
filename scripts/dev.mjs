#!/usr/bin/env node
/* global setTimeout */
// `npm run dev`: the API (tsx watch, reloading on change, :8080) and the four webpack dev servers
// with hot reload: shell :3000 (proxies /api to :8080 and serves a /remotes.json pointing at the
// remote dev servers), remote-admin :3001, remote-lookups :3002, remote-collector :3003.
// Ctrl+C stops them all.
import './lib/supported-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const processes = [
  {
    name: 'api',
    cmd: bin('tsx'),
    args: ['watch', 'packages/server/src/main.ts'],
    cwd: root,
    env: { PORT: '8080' },
  },
  {
    name: 'shell',
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development'],
    cwd: path.join(root, 'shell'),
  },
  {
    name: 'admin',
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development'],
    cwd: path.join(root, 'remote-admin'),
  },
  {
    name: 'lookups',
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development'],
    cwd: path.join(root, 'remote-lookups'),
  },
  {
    name: 'collector',
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development'],
    cwd: path.join(root, 'remote-collector'),
  },
];

const children = [];
let stopping = false;

function prefix(name, stream, out) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

for (const p of processes) {
  const child = spawn(p.cmd, p.args, {
    cwd: p.cwd,
    env: { ...process.env, ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefix(p.name, child.stdout, process.stdout);
  prefix(p.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${p.name}] exited (${signal ?? code}); stopping the others`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
console.log(
  'Dev servers: shell http://localhost:3000 (API :8080, remotes :3001-:3003). Ctrl+C stops all.',
);
