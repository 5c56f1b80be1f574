const { createConfig } = require('@hr/build');
const { loginPagePlugins, templateOptions } = require('./first-paint');
const { serviceWorkerPlugin } = require('./service-worker/plugin');

// The shell is the host: it registers the remotes at run time from /remotes.json.
const config = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  // The signed-in pages' static first paint (first-paint.js), an inline script of index.html.
  html: templateOptions,
  // The singletons the first screen needs, in main.js (with the shared packages these need, see
  // createShared) instead of a chunk each; the shell provides them to the remotes. The rest of
  // the first screen (the Fluent packages of the login card, @hr/ui/theme) is the shell's own
  // code, bundled and tree-shaken.
  eagerShared: [
    'react',
    'react-dom',
    'react-dom/client',
    'react-router',
    'react-router-dom',
    'jotai',
    '@fluentui/react-shared-contexts',
    '@griffel/react',
    '@hr/session',
  ],
  devServer: {
    // In development the API runs on :8080 and the remotes on their own dev servers.
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-remotes-manifest',
        path: '/remotes.json',
        middleware: (req, res) => {
          // Same host name as the page (localhost or 127.0.0.1), on the remotes' dev ports.
          const host = (req.headers.host || 'localhost').replace(/:\d+$/, '');
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Content-Type', 'application/json');
          res.end(
            JSON.stringify(
              Object.fromEntries(
                [
                  ['remote_admin', 3001],
                  ['remote_lookups', 3002],
                  ['remote_collector', 3003],
                ].map(([name, port]) => [
                  name,
                  {
                    entry: `http://${host}:${port}/remoteEntry.js`,
                    descriptor: `http://${host}:${port}/descriptor.json`,
                  },
                ]),
              ),
            ),
          );
        },
      });
      return middlewares;
    },
  },
});

// Plus a static first paint for each login page (first-paint.js), and in production the service
// worker (service-worker/), which must see every other plugin's output to precache it.
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.plugins.push(...loginPagePlugins(__dirname));
  if (built.mode === 'production') built.plugins.push(serviceWorkerPlugin());
  return built;
};
