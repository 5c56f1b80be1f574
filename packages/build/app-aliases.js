// Each app's alias for its own `src` (`@admin/*` is remote-admin/src/*), read from the root
// tsconfig's `paths`, so TypeScript, jest (jest.config.js), ESLint (eslint.config.js reads the
// tsconfig itself) and webpack (index.js) resolve one list and cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @returns {{ prefix: string, dir: string }[]} e.g. `{ prefix: '@admin', dir: '/…/remote-admin/src' }` */
function appAliases() {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  return Object.entries(tsconfig.compilerOptions.paths)
    .filter(([key, targets]) => key.endsWith('/*') && targets[0].endsWith('/src/*'))
    .map(([key, targets]) => ({
      prefix: key.slice(0, -2),
      dir: path.resolve(root, targets[0].slice(0, -2)),
    }));
}

/**
 * The webpack alias of the app in `appDir`: its own alias only, so a bundle cannot take in
 * another app's source even where lint was skipped.
 */
function ownAlias(appDir) {
  const own = appAliases().filter(({ dir }) => dir === path.join(path.resolve(appDir), 'src'));
  return Object.fromEntries(own.map(({ prefix, dir }) => [prefix, dir]));
}

/** jest `moduleNameMapper` entries for every app alias. */
function jestAliases() {
  return Object.fromEntries(
    appAliases().map(({ prefix, dir }) => [
      `^${prefix}/(.*)$`,
      `<rootDir>/${path.relative(root, dir).split(path.sep).join('/')}/$1`,
    ]),
  );
}

module.exports = { appAliases, ownAlias, jestAliases };
