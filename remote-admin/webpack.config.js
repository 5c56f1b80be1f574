const { createConfig } = require('@hr/build');

// remote_admin: exposes its routes component and its descriptor (role, prefixes, sidebar items);
// the shell mounts the routes where the descriptor says and owns the layout.
module.exports = createConfig({
  name: 'remote_admin',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx', './descriptor': './src/descriptor.ts' },
});
