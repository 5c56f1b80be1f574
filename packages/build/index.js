// The webpack config factory of the shell and the three remotes. Each app's webpack.config.js is
// one call: `createConfig({ name, dir, port, exposes })` for a remote, `isHost: true` for the shell.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { BuildProgress } = require('./build-progress');
const { createShared, packageDir, packageJson } = require('./shared');
const { ownAlias } = require('./app-aliases');
const { PublicFilesPlugin } = require('./public-files-plugin');
const { DescriptorJsonPlugin } = require('./descriptor-json-plugin');

const root = path.resolve(__dirname, '../..');

/**
 * The federation run time's packages, each resolved to its one ES module build. They ship both a
 * CommonJS and an ES module build; webpack's own run time imports the ES one, and the plugin that
 * provides the run time to the remotes (`provideExternalRuntime`) requires the CommonJS one, so
 * the shell's main.js carried runtime-core and its sdk twice, parsed and evaluated on every start
 * (the dual package hazard). Pointing both kinds of request at one file keeps one copy.
 */
const FEDERATION_RUNTIME = [
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];
function federationRuntimeAlias() {
  const from = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  return Object.fromEntries(
    FEDERATION_RUNTIME.map((pkg) => [
      `${pkg}$`,
      path.join(packageDir(pkg, from), packageJson(pkg, from).exports['.'].import.default),
    ]),
  );
}

/**
 * Each text file of 1 KB or more also as `.br` (brotli at its highest quality, 11) and `.gz`
 * (gzip 9) beside it, made once at build time. The server sends those (@fastify/static's
 * `preCompressed`) instead of compressing each request at the quick levels dynamic answers use
 * (brotli 4, src/lib/compression.ts): the same code in fewer bytes. A file that shrinks by less
 * than a tenth keeps no copy.
 */
function precompressed() {
  const options = { test: /\.(js|css|html|json|svg|webmanifest)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...options,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        },
      },
    }),
    new CompressionPlugin({
      ...options,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/** Griffel's ahead-of-time compilation of makeStyles (see the TypeScript rule below). */
const griffelLoader = {
  loader: require.resolve('@griffel/webpack-loader'),
  options: { babelOptions: { presets: [require.resolve('@babel/preset-typescript')] } },
};

/**
 * The shared singletons the shell provides after sign-in (i18next, react-i18next, TanStack
 * Query, the HTTP client and axios inside it): one chunk instead of one per package, since the
 * signed-in layout needs all of them at once. A module in a chunk is evaluated only when required.
 * Not @hr/i18n's `languages.ts`, which the login page's own code bundles (a plain module there).
 */
const SIGNED_IN_SINGLETONS =
  /[\\/](node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|@tanstack[\\/][^\\/]+|axios)|packages[\\/](api|i18n)[\\/]src)[\\/]/;
const signedInSingleton = (module) => {
  const file = module.resource ?? '';
  return SIGNED_IN_SINGLETONS.test(file) && !/(languages\.ts|\.json)$/.test(file);
};

/**
 * How async chunks are split: not by webpack's default vendor and common groups. Those cut a
 * remote's page into a dozen chunks by which other pages share each package, each a request (a
 * round trip on a phone) on a first visit. Without them each import() (a page, a layout, a
 * dialog) is one chunk with everything it needs that its parents do not have, so a page's first
 * visit fetches the remote's entry, its routes and the page; pages of one app may repeat a
 * package, fetched only when those pages are opened. The shell keeps one chunk for the signed-in
 * singletons, which are otherwise a chunk each.
 */
function splitChunks(isHost) {
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      ...(isHost
        ? {
            signedIn: {
              test: signedInSingleton,
              name: 'signed-in',
              chunks: 'async',
              enforce: true,
            },
          }
        : {}),
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.name federation name (`shell`, `remote_admin`, ...)
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.js)
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {boolean} [options.isHost] the shell: html page, public files, absolute public path
 * @param {boolean} [options.federation] false: a plain page, no federation at all (the floor page
 *   of `npm run bench:lighthouse -- --page floor`, which measures what the stack itself costs)
 * @param {string} [options.entry] the entry module (default `./src/index.ts`)
 * @param {string[]} [options.eagerShared] share keys bundled into the entry (see createShared)
 * @param {() => Record<string, unknown>} [options.html] the host's extra html-webpack-plugin options
 *   (its template's parameters), made when the config is made
 * @param {import('webpack-dev-server').Configuration} [options.devServer] extra dev-server options
 */
function createConfig({
  name,
  dir,
  port,
  exposes,
  isHost = false,
  federation = true,
  entry = './src/index.ts',
  eagerShared = [],
  html = () => ({}),
  devServer = {},
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      // No source maps in production (nothing serves or uploads them), unless HR_SOURCE_MAPS=1
      // asks for them beside the files: bench/profile-page.mjs maps its samples back with them.
      devtool: production
        ? process.env.HR_SOURCE_MAPS
          ? 'source-map'
          : false
        : 'eval-cheap-module-source-map',
      // No filesystem cache for production: a rebuild from it took half the time but was not the
      // same build (shared packages' fallback chunks lost their tree shaking), see docs/performance.md, Build time.
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The shell's routes are nested (/admin/people) so its chunks load from the root; a remote
        // works out its own location from its remoteEntry.js, so any host or CDN path works.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // The router facade's source (react-router.mjs): the production build behind the
        // package's `exports` map, wherever npm installed react-router for this app.
        alias: {
          // The app's own `@<app>/*` alias (tsconfig.json `paths`).
          ...ownAlias(dir),
          ...federationRuntimeAlias(),
          'react-router-production-build$': path.join(
            packageDir('react-router', dir),
            'dist/production/index.mjs',
          ),
        },
      },
      module: {
        rules: [
          // A library's own style sheet (Leaflet's, on the map page) as text, which the page that
          // needs it puts in a <style> element: no CSS pipeline for one file, nothing on others.
          {
            test: /[\\/]node_modules[\\/]leaflet[\\/]dist[\\/]leaflet\.css$/,
            type: 'asset/source',
          },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: [
              // Production only: our makeStyles calls are compiled ahead of time to the class
              // names and CSS rules they produce (Fluent's own packages ship that way), so a page's
              // first render no longer resolves every style object at run time (issue 14, item 8).
              // The loader evaluates the style objects with Babel, hence the TypeScript preset.
              ...(production ? [griffelLoader] : []),
              {
                loader: require.resolve('ts-loader'),
                options: {
                  // Type checking is `npm run typecheck`; the build only strips types.
                  transpileOnly: true,
                  configFile: path.join(root, 'tsconfig.json'),
                  compilerOptions: { noEmit: false, sourceMap: !production },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        federation &&
          new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: exposes || {},
            // Remotes are registered at run time from /remotes.json, never at build time.
            remotes: {},
            shared: createShared(dir, { eager: eagerShared }),
            dts: false,
            manifest: false,
            // Never fetch a remote's entry just to compare versions: remotes load when their area
            // is first shown (the login page fetches none), and a loaded singleton wins.
            shareStrategy: 'loaded-first',
            // Each app fills its share scope once, not on every shared module it consumes.
            runtimePlugins: [require.resolve('./share-init-once.mjs')],
            // In production the federation run time (about 30 KB gzip) ships once, in the shell,
            // instead of again in every remoteEntry.js: the shell provides it, the remotes use it.
            // A remote's own dev server shows it standalone, so development builds keep their copy.
            // No snapshot plugin: remotes are plain remoteEntry.js URLs, never mf-manifest.json.
            experiments: {
              ...(production && isHost ? { provideExternalRuntime: true } : {}),
              ...(production && !isHost ? { externalRuntime: true } : {}),
              optimization: { disableSnapshot: true, target: 'web' },
            },
          }),
        // A remote's descriptor also as descriptor.json beside its entry (the shell reads that).
        exposes?.['./descriptor'] &&
          new DescriptorJsonPlugin(path.join(dir, exposes['./descriptor'])),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                chunks: ['main'],
                ...html(),
              }),
              new PublicFilesPlugin(path.join(dir, 'public'), ['index.html']),
            ]
          : []),
        // A remote's own dev server shows it standalone (its bootstrap renders its routes).
        ...(!isHost && !production
          ? [new HtmlWebpackPlugin({ title: name, chunks: ['main'] })]
          : []),
        ...(production ? [...precompressed(), new BuildProgress(path.basename(dir))] : []),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // SWC's minifier (native) instead of Terser (JavaScript): the four apps build in about a
        // quarter of the time, and the output is slightly smaller (docs/performance.md, Build time).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        moduleIds: production ? 'deterministic' : 'named',
        splitChunks: splitChunks(isHost),
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        // Remotes are fetched by the shell from another origin in development.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        static: fs.existsSync(path.join(dir, 'public'))
          ? { directory: path.join(dir, 'public'), watch: false }
          : false,
        client: { overlay: { warnings: false, errors: true } },
        ...devServer,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, createShared };
