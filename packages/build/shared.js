// The one definition of what the shell and the remotes share at run time. **Shared for identity,
// not for bytes** (issue 42; the architecture notes, shared/spec/architecture.md, Federation
// contract): a package is a singleton only when two copies in one page would break something,
// and every app bundles the
// rest of what it uses, tree-shaken and split by page. A shared module is never tree-shaken (the
// whole package ships, whatever the page uses), costs a request of its own unless the shell
// bundles it eagerly, and one negotiation and evaluation per key on every load.
//
// The singletons and why each must be one:
//   - React, React DOM and their subpaths: hooks and contexts only work within one React.
//   - the router: one history and one route context for the shell's routes and the remotes'.
//   - jotai and @hr/session: the session atom (and the theme atom) must be one object in one store.
//   - TanStack Query and @hr/api/query: one QueryClient, one cache and one context object.
//   - @hr/api: one HTTP client per page, its interceptors and the tab's write position.
//   - i18next, react-i18next and @hr/i18n: one i18n instance that every app adds its namespace to.
//   - @fluentui/react-shared-contexts: the theme, the portal mount node, the text direction and
//     the overrides that the shell's one FluentProvider gives every remote's components.
//   - @griffel/react and @griffel/core: one style renderer (one set of <style> elements, so the
//     same class is inserted once and in one order) and one lookup table that mergeClasses needs
//     for the classes every copy of a Fluent component registers.
// Not shared, bundled by each app: Fluent's component packages (they read the contexts above),
// its icons, themes and tokens, tabster and keyborg (one core per window by design, kept on
// `window.__tabsterInstance` and `window.__keyborg`, whichever copy made it), axios (reached only
// through the shared @hr/api), libphonenumber, Leaflet, styled-components (no ThemeProvider here:
// our styles read Fluent's CSS variables) and the @hr/ui families (their cross-app state lives on
// the window, e.g. the toast queue).
const fs = require('node:fs');
const path = require('node:path');

/** The singleton packages, with the subpaths imported directly (each subpath is its own module). */
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
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@tanstack/query-core': ['@tanstack/query-core'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  '@fluentui/react-shared-contexts': ['@fluentui/react-shared-contexts'],
  '@griffel/react': ['@griffel/react'],
  '@griffel/core': ['@griffel/core'],
};

/**
 * The router: `react-router` and `react-router-dom` (which re-exports it) are one shared module,
 * our declarative-mode facade (react-router.mjs), under the one share key `react-router`.
 */
const ROUTER_FACADE = path.join(__dirname, 'react-router.mjs');
const ROUTER_REQUESTS = ['react-router', 'react-router-dom'];

/**
 * Our workspace modules that hold one object for the whole page (see above). `@hr/api` is the
 * one HTTP client of the page (STYLE.md): its interceptors and the tab's highest write position
 * (X-Registry-After, kept in memory where sessionStorage is refused), with axios inside it, so no
 * remote ships a second axios.
 */
const WORKSPACE = ['@hr/session', '@hr/i18n', '@hr/api', '@hr/api/query'];

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

/** The package a share key belongs to: `react-dom/client` -> `react-dom`. */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The share keys to bundle eagerly: `roots` (share keys) and, through the packages' own
 * `dependencies` and `peerDependencies`, every shared package they need at run time. An eager
 * module is consumed synchronously, so everything it imports from the share scope must be eager
 * too. A workspace root (`@hr/session`) stays alone: the shared packages it imports are listed
 * as roots beside it.
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
  for (const root of roots) visit(packageOf(root));
  return new Set([
    ...roots,
    ...Object.keys(shared).filter((request) => packages.has(packageOf(request))),
  ]);
}

/**
 * The `shared` option of ModuleFederationPlugin for an app: the singletons above, each with
 * `requiredVersion` from the app's own package.json where it lists the package (else `^` the
 * installed version: Fluent's and Griffel's come through @fluentui/react-components).
 * `eager`: share keys the app bundles into its entry instead of fetching each from its own chunk
 * (the host's first screen, see eagerKeys); empty for the remotes.
 */
function createShared(appDir, { eager = [] } = {}) {
  const appDeps = readJson(path.join(appDir, 'package.json')).dependencies || {};
  const shared = {};
  const installed = (pkg) => installedVersion(pkg, appDir);
  const add = (request, pkg) => {
    const version = installed(pkg);
    shared[request] = {
      singleton: true,
      requiredVersion: appDeps[pkg] || `^${version}`,
      version,
    };
  };

  for (const [pkg, requests] of Object.entries(LIBRARIES)) {
    for (const request of requests) add(request, pkg);
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
  for (const request of WORKSPACE) add(request, packageOf(request));
  for (const request of eagerKeys(shared, eager, appDir)) {
    if (!shared[request]) throw new Error(`eager share key ${request} is not shared`);
    shared[request].eager = true;
  }
  return shared;
}

module.exports = {
  createShared,
  packageDir,
  packageJson,
  SINGLETON_PACKAGES: Object.keys(LIBRARIES),
};
