// The floor of `npm run bench:lighthouse -- --page floor` (issue 31): the collector dashboard's
// first screen with React, React DOM and Fluent only, built by the same factory in production
// mode (ahead-of-time styles, the same minifier) but with no federation, no remotes and no app
// state. What it costs to load is what this stack costs; the pages are reported against it.
const { createConfig } = require('@hr/build');

module.exports = createConfig({
  name: 'floor',
  dir: __dirname,
  port: 3999,
  isHost: true,
  federation: false,
  entry: './src/index.tsx',
});
