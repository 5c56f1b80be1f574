import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

// The session token service is decorated by the db plugin: its secret may live in the database.
export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
