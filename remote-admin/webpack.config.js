const { createConfig } = require('@hr/build');

// remote_admin: exposes its routes component; the shell mounts it and owns the layout.
module.exports = createConfig({
  name: 'remote_admin',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
