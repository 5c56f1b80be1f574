// Leaves the lock a killed earlier instance with this very pid would have left (as pid 1 in a
// container), then starts the server in this process, as `node scripts/start.mjs` does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });
writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: process.pid, start: '1' }));
registerCjs();
registerEsm();
await import('../../../packages/server/src/main.ts');
