const { createConfig } = require('@hr/build');

// remote_lookups: exposes its routes component and its descriptor (role, prefixes, sidebar items);
// the shell mounts the routes where the descriptor says and owns the layout.
module.exports = createConfig({
  name: 'remote_lookups',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx', './descriptor': './src/descriptor.ts' },
});
