const { createConfig } = require('@hr/build');

// remote_collector: exposes its routes component; the shell mounts it and owns the layout.
module.exports = createConfig({
  name: 'remote_collector',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
