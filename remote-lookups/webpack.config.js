const { createConfig } = require('@hr/build');

// remote_lookups: exposes its routes component; the shell mounts it and owns the layout.
module.exports = createConfig({
  name: 'remote_lookups',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
