#!/usr/bin/env node
// `npm run test:cluster`: deploy/test/cluster.test.ts, issue 40's deployment on one machine (a
// PostgreSQL primary and a streaming replica, two API instances, nginx in front, all on loopback
// ports, all stopped at the end), about 25 s. Also a stage of `npm test` ('cluster on
// PostgreSQL'). Needs nginx and the PostgreSQL server binaries: without them it fails, saying
// which to install. Extra arguments go to jest (e.g. `-- -t SIGKILL`).
import './lib/supported-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { missingClusterTools } from './lib/cluster-tools.mjs';
import { JEST } from './lib/stages.mjs';

const missing = missingClusterTools();
if (missing.length > 0) {
  console.error(`The cluster test cannot run:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
const [node, ...jest] = JEST;
const res = spawnSync(node, [...jest, '--selectProjects', 'cluster', ...process.argv.slice(2)], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
