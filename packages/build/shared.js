// The one definition of what the shell and the remotes share at run time. Every entry is a
// singleton, so there is exactly one React, one router, one jotai store (hence one session atom)
// and one copy of each Fluent UI package, whichever app happened to load it first.
//
// Fluent UI is shared package by package rather than through the umbrella
// `@fluentui/react-components`: a shared module cannot be tree-shaken, so sharing the umbrella
// put the whole library (about 314 KB gzip) on the login page. One by one, a page fetches only the
// packages it uses, and each of them once.
const fs = require('node:fs');
const path = require('node:path');

/** Libraries every app uses, with the subpaths imported directly (each subpath is its own module). */
const LIBRARIES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // jotai 3's entry points import one another by relative path, so each share key carries the
  // modules it needs; the shell provides them all (eager), hence one store for every app.
  jotai: [
    'jotai',
    'jotai/vanilla',
    'jotai/react',
    'jotai/utils',
    'jotai/vanilla/utils',
    'jotai/react/utils',
  ],
  'styled-components': ['styled-components'],
  axios: ['axios'],
  // One QueryClient needs one copy of the library: its React context must be the same object in
  // the shell's provider and in every remote's useQuery.
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@tanstack/query-core': ['@tanstack/query-core'],
  // One i18n instance (@hr/i18n) needs one i18next, and one react-i18next for its React context.
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
};

/**
 * The router: `react-router` and `react-router-dom` (which re-exports it) are one shared module,
 * our declarative-mode facade (react-router.mjs), under the one share key `react-router`.
 */
const ROUTER_FACADE = path.join(__dirname, 'react-router.mjs');
const ROUTER_REQUESTS = ['react-router', 'react-router-dom'];

/**
 * Our workspace packages: shared so that `sessionAtom`, the axios instance, the QueryClient
 * (`@hr/api/query`) and the i18n instance (`@hr/i18n`) are one object each.
 *
 * `@hr/ui` has no entry of its own: it is shared family by family (its package.json `exports`),
 * because a shared module cannot be tree-shaken. A page evaluates and fetches only the families it
 * imports (and those they import), not the whole kit with every Fluent package behind it. The
 * families import each other by these specifiers only (eslint.config.js), so each is one module.
 */
const WORKSPACE = [
  '@hr/i18n',
  '@hr/i18n/languages',
  '@hr/session',
  '@hr/api',
  '@hr/api/query',
  '@hr/ui/theme',
  '@hr/ui/i18n',
  '@hr/ui/page',
  '@hr/ui/feedback',
  '@hr/ui/forms',
  '@hr/ui/table',
  '@hr/ui/dialogs',
  '@hr/ui/phone',
  '@hr/ui/person',
];

/**
 * Fluent packages never shared: the umbrella is banned; the icons, the themes and the design
 * tokens are plain data with no React context or other state, so one copy per app costs nothing
 * and lets each be tree-shaken. Shared, @fluentui/react-theme built every theme Fluent ships (the
 * Teams ones too) on every page load before the first render; each app needs two of them.
 */
const NOT_SHARED = new Set([
  '@fluentui/react-icons',
  '@fluentui/react-components',
  '@fluentui/react-theme',
  '@fluentui/tokens',
]);
/** The scopes whose packages are shared one by one (Fluent UI and its CSS-in-JS engine). */
const SCOPES = ['@fluentui/', '@griffel/'];
const inScope = (pkg) => SCOPES.some((scope) => pkg.startsWith(scope));

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The folder of an installed package, as Node resolves it from `fromDir` (hoisted or nested,
 * wherever npm put it). Packages whose `exports` hide package.json are found from their entry
 * point upwards.
 */
function packageDir(pkg, fromDir) {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`, { paths: [fromDir] }));
  } catch {
    let dir = path.dirname(require.resolve(pkg, { paths: [fromDir] }));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file) && readJson(file).name === pkg) return dir;
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`package.json of ${pkg} not found from ${fromDir}`);
      dir = up;
    }
  }
}

/** A package's package.json as Node resolves it from `fromDir`. */
const packageJson = (pkg, fromDir) => readJson(path.join(packageDir(pkg, fromDir), 'package.json'));

const installedVersion = (pkg, fromDir) => packageJson(pkg, fromDir).version;

/** A package's importable subpaths from its `exports` (no wildcards, no package.json, no styles). */
function subpaths(pkg, manifest) {
  const keys =
    manifest.exports && typeof manifest.exports === 'object' ? Object.keys(manifest.exports) : [];
  const names = keys
    .filter(
      (k) => k.startsWith('./') && !k.includes('*') && !k.endsWith('.json') && !k.endsWith('.css'),
    )
    .map((k) => `${pkg}/${k.slice(2)}`);
  return [pkg, ...names];
}

/** True when the package has JavaScript to share (`@griffel/style-types` is types only, for one). */
function hasRuntimeCode(manifest) {
  return Boolean(manifest.main || manifest.module || manifest.exports);
}

/**
 * The Fluent UI and Griffel packages an app uses: the ones its package.json declares and, through
 * their own `dependencies`, every Fluent/Griffel package those need at run time (a context such as
 * the theme's must be one object in every app, so the packages behind it are shared as well).
 * Nothing is found by listing node_modules: what is shared follows from what is declared.
 */
function scopedPackages(appDir) {
  const declared = Object.keys(readJson(path.join(appDir, 'package.json')).dependencies || {});
  const seen = new Map();
  const visit = (pkg, fromDir) => {
    if (seen.has(pkg)) return;
    const manifest = packageJson(pkg, fromDir);
    seen.set(pkg, manifest);
    const dir = packageDir(pkg, fromDir);
    for (const dep of Object.keys(manifest.dependencies || {}).filter(inScope)) visit(dep, dir);
  };
  for (const pkg of declared.filter(inScope)) visit(pkg, appDir);
  return [...seen]
    .filter(([pkg, manifest]) => !NOT_SHARED.has(pkg) && hasRuntimeCode(manifest))
    .map(([pkg, manifest]) => ({ pkg, manifest }))
    .sort((a, b) => a.pkg.localeCompare(b.pkg));
}

/** The package a share key belongs to: `@fluentui/react-jsx-runtime/jsx-runtime` -> `@fluentui/react-jsx-runtime`. */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The share keys to bundle eagerly: `roots` (share keys) and, through the packages' own
 * `dependencies` and `peerDependencies`, every shared package they need at run time. An eager
 * module is consumed synchronously, so everything it imports from the share scope must be eager
 * too. A workspace root (`@hr/ui/theme`) stays alone: its package's other subpaths (the other
 * `@hr/ui` families) are not pulled, and the shared packages it imports are listed as roots
 * beside it.
 */
function eagerKeys(shared, roots, appDir) {
  const sharedPackages = new Set(Object.keys(shared).map(packageOf));
  const packages = new Set();
  const visit = (pkg) => {
    if (packages.has(pkg) || !sharedPackages.has(pkg) || pkg.startsWith('@hr/')) return;
    packages.add(pkg);
    const manifest = packageJson(pkg, appDir);
    const needs = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const dep of Object.keys(needs)) visit(dep);
  };
  // A workspace root's own shared imports are roots of their own (its package.json lists more).
  for (const root of roots) visit(packageOf(root));
  return new Set([
    ...roots,
    ...Object.keys(shared).filter((request) => packages.has(packageOf(request))),
  ]);
}

/**
 * The `shared` option of ModuleFederationPlugin for an app. `requiredVersion` comes from the app's
 * own package.json where it lists the dependency (falling back to the installed version).
 * `eager`: share keys the app bundles into its entry instead of fetching each from its own chunk
 * (the host's first screen, see eagerKeys); empty for the remotes.
 */
function createShared(appDir, { eager = [] } = {}) {
  const appDeps = readJson(path.join(appDir, 'package.json')).dependencies || {};
  const shared = {};
  const installed = (pkg) => installedVersion(pkg, appDir);
  const add = (request, pkg, version) => {
    shared[request] = { singleton: true, requiredVersion: version, version: installed(pkg) };
  };

  for (const [pkg, requests] of Object.entries(LIBRARIES)) {
    const version = appDeps[pkg] || installed(pkg);
    for (const request of requests) add(request, pkg, version);
  }
  const routerVersion = installed('react-router');
  for (const request of ROUTER_REQUESTS) {
    shared[request] = {
      import: ROUTER_FACADE,
      shareKey: 'react-router',
      singleton: true,
      requiredVersion: appDeps[request] || routerVersion,
      version: routerVersion,
    };
  }
  for (const request of WORKSPACE) {
    const pkg = request.split('/').slice(0, 2).join('/');
    add(request, pkg, appDeps[pkg] || installed(pkg));
  }
  for (const { pkg, manifest } of scopedPackages(appDir)) {
    for (const request of subpaths(pkg, manifest)) {
      shared[request] = {
        singleton: true,
        requiredVersion: `^${manifest.version}`,
        version: manifest.version,
      };
    }
  }
  for (const request of eagerKeys(shared, eager, appDir)) {
    if (!shared[request]) throw new Error(`eager share key ${request} is not shared`);
    shared[request].eager = true;
  }
  return shared;
}

module.exports = { createShared, scopedPackages, packageDir, packageJson };
