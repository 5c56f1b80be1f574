import fp from 'fastify-plugin';
import { createSmsProvider } from '../sms';

export default fp(
  async (app) => {
    app.decorate('sms', createSmsProvider(app.config.sms, app.log));
  },
  { name: 'sms', dependencies: ['config'] },
);
