import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createTokenService } from '../lib/tokens';

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('tokens', createTokenService(opts.config.jwtSecret, opts.config.sessionTtlMs));
  },
  { name: 'config' },
);
