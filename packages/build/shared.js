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

const root = path.resolve(__dirname, '../..');
const nodeModules = path.join(root, 'node_modules');

/** Libraries every app uses, with the subpaths imported directly (each subpath is its own module). */
const LIBRARIES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
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
};

/**
 * The router: `react-router` and `react-router-dom` (which re-exports it) are one shared module,
 * our declarative-mode facade (react-router.mjs), under the one share key `react-router`.
 */
const ROUTER_FACADE = path.join(__dirname, 'react-router.mjs');
const ROUTER_REQUESTS = ['react-router', 'react-router-dom'];

/**
 * Our workspace packages: shared so that `sessionAtom`, the axios instance and the QueryClient
 * (`@hr/api/query`) are one object each.
 */
const WORKSPACE = ['@hr/session', '@hr/api', '@hr/api/query', '@hr/ui', '@hr/ui/theme'];

/** Fluent packages never shared: the icons are tree-shaken into each bundle, the umbrella is banned. */
const NOT_SHARED = new Set(['@fluentui/react-icons', '@fluentui/react-components']);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(pkg) {
  return readJson(path.join(nodeModules, pkg, 'package.json')).version;
}

/** A package's importable subpaths from its `exports` (no wildcards, no package.json, no styles). */
function subpaths(pkg) {
  const manifest = readJson(path.join(nodeModules, pkg, 'package.json'));
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
function hasRuntimeCode(pkg) {
  const manifest = readJson(path.join(nodeModules, pkg, 'package.json'));
  return Boolean(manifest.main || manifest.module || manifest.exports);
}

/** Every installed `@fluentui/*` (except the icons and the umbrella) and `@griffel/*` package. */
function scopedPackages() {
  const found = [];
  for (const scope of ['@fluentui', '@griffel']) {
    const dir = path.join(nodeModules, scope);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      const pkg = `${scope}/${name}`;
      if (NOT_SHARED.has(pkg) || !fs.existsSync(path.join(dir, name, 'package.json'))) continue;
      if (hasRuntimeCode(pkg)) found.push(pkg);
    }
  }
  return found;
}

/**
 * The `shared` option of ModuleFederationPlugin for an app. `requiredVersion` comes from the app's
 * own package.json where it lists the dependency (falling back to the installed version).
 */
function createShared(appDir) {
  const appDeps = readJson(path.join(appDir, 'package.json')).dependencies || {};
  const shared = {};
  const add = (request, pkg, version) => {
    shared[request] = { singleton: true, requiredVersion: version, version: installedVersion(pkg) };
  };

  for (const [pkg, requests] of Object.entries(LIBRARIES)) {
    const version = appDeps[pkg] || installedVersion(pkg);
    for (const request of requests) add(request, pkg, version);
  }
  const routerVersion = installedVersion('react-router');
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
    add(request, pkg, appDeps[pkg] || installedVersion(pkg));
  }
  for (const pkg of scopedPackages()) {
    const version = installedVersion(pkg);
    for (const request of subpaths(pkg)) add(request, pkg, `^${version}`);
  }
  return shared;
}

module.exports = { createShared, scopedPackages };
