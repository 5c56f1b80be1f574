// The four front ends as `npm start` and `npm run build` see them: where each one's build output
// is, and whether that output is older than the sources it was built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const APPS = [
  { name: 'shell', output: 'shell/dist/index.html' },
  { name: 'remote-admin', output: 'remote-admin/dist/remoteEntry.js' },
  { name: 'remote-lookups', output: 'remote-lookups/dist/remoteEntry.js' },
  { name: 'remote-collector', output: 'remote-collector/dist/remoteEntry.js' },
];

/** What every app is built from besides its own folder (tests excepted). */
const SHARED_INPUTS = [
  'packages/api',
  'packages/build',
  'packages/contracts',
  'packages/session',
  'packages/ui',
  'package-lock.json',
  'tsconfig.json',
];
const NOT_INPUTS = new Set(['dist', 'node_modules', '__tests__', '.cache']);

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(file)) {
    if (!NOT_INPUTS.has(entry)) latest = Math.max(latest, newest(path.join(file, entry)));
  }
  return latest;
}

/**
 * Each app with `state`: 'missing' (never built), 'stale' (a source changed after its build,
 * e.g. after a `git pull`) or 'current'. Reading the times of a few hundred files takes
 * milliseconds.
 */
export function frontEndStates(root) {
  const shared = Math.max(...SHARED_INPUTS.map((p) => newest(path.join(root, p))));
  return APPS.map((app) => {
    const output = path.join(root, app.output);
    if (!existsSync(output)) return { ...app, state: 'missing' };
    const built = statSync(output).mtimeMs;
    const sources = Math.max(shared, newest(path.join(root, app.name)));
    return { ...app, state: sources > built ? 'stale' : 'current' };
  });
}
