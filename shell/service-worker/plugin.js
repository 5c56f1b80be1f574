// The shell's production build also writes dist/sw.js: sw.js beside this file, bundled with the
// Workbox modules it imports, with the list of the shell's own files to precache in place of
// `self.__WB_MANIFEST`. Once the shell's files are known, in a webpack compiler of its own:
// Workbox's InjectManifest compiles the worker as a child of the shell's compilation, which
// inherits the module federation hooks and breaks the shell's chunks; and workbox-build (which
// only lists files and replaces that name) drags in rollup, whose platform packages the lock
// file cannot hold here (`npm ci` refused it).
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** What the app needs to open offline: code, pages, icons, the manifest. */
const PRECACHED = /\.(js|html|png|svg|webmanifest)$/;
/** sw.js is the worker itself; remotes.json is replaced at deploy time (fetched network-first). */
const NOT_PRECACHED = /^(sw\.js|remotes\.json)$|\.LICENSE\.txt$/;
/** A content-hashed name (packages/build): its own revision, as Workbox's dontCacheBustURLsMatching. */
const HASHED = /\.[0-9a-f]{8}\.js$/;

/** Workbox's precache entries ({url, revision}) for the files the build wrote, in name order. */
function precacheEntries(compilation) {
  const dist = compilation.outputOptions.path;
  return compilation
    .getAssets()
    .map(({ name }) => name)
    .filter((name) => PRECACHED.test(name) && !NOT_PRECACHED.test(name))
    .map((name) => ({
      url: name,
      // Written already (afterEmit), and webpack has let go of the sources: read the file.
      revision: HASHED.test(name)
        ? null
        : crypto
            .createHash('md5')
            .update(fs.readFileSync(path.join(dist, name)))
            .digest('hex'),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Bundles sw.js (ES modules importing workbox-*) into one classic worker script in `outDir`. */
function bundleWorker(webpack, outDir, entries) {
  const compiler = webpack({
    mode: 'production',
    target: 'webworker',
    entry: path.join(__dirname, 'sw.js'),
    output: { path: outDir, filename: 'sw.js' },
    devtool: false,
    // Workbox's debug logging goes with process.env.NODE_ENV = 'production' (mode).
    plugins: [new webpack.DefinePlugin({ 'self.__WB_MANIFEST': JSON.stringify(entries) })],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}

class ServiceWorkerPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async (compilation) => {
      const entries = precacheEntries(compilation);
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-sw-'));
      try {
        await bundleWorker(compiler.webpack, tmp, entries);
        const worker = fs.readFileSync(path.join(tmp, 'sw.js'));
        if (worker.includes('__WB_MANIFEST')) throw new Error('sw.js: precache list not injected');
        fs.writeFileSync(path.join(compilation.outputOptions.path, 'sw.js'), worker);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    });
  }
}

function serviceWorkerPlugin() {
  return new ServiceWorkerPlugin();
}

module.exports = { serviceWorkerPlugin, precacheEntries };
