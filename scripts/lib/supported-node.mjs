// Imported first by `npm start` and `npm test`: on a Node.js the project no longer supports they
// stop at once with what to do, instead of failing somewhere later (a syntax error, a missing
// API, a package that declares Node 22). Kept to syntax any Node.js since 12 can parse.
// Through npm they run on the Node.js 24 of the optional dependency node-linux-<arch> (npm puts
// node_modules/.bin first on PATH), so this refuses only a direct `node scripts/start.mjs` on an
// old system node, or a platform that package does not cover.

/** End of life of the majors an office may still have installed (nodejs.org release schedule). */
const END_OF_LIFE = {
  16: '2023-09-11',
  17: '2022-06-01',
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
};

/** Why `version` (e.g. '20.19.2') cannot run the project, or undefined when it can (22.12+). */
export function unsupportedNodeMessage(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return undefined;
  const use =
    'Use Node.js 22.12+ or 24 LTS: `npm start` and `npm test` run on the Node.js 24 that `npm ci` ' +
    'puts in node_modules/.bin (or run node_modules/.bin/node scripts/start.mjs).';
  if (major === 22) return `Node.js ${version} is too old for this project. ${use}`;
  const eol = END_OF_LIFE[major];
  return `Node.js ${major}.x is no longer supported${eol ? ` (end of life ${eol})` : ''}. ${use}`;
}

const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
