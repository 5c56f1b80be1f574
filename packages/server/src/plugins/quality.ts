import fp from 'fastify-plugin';
import { QualityQueue } from '../services/quality-queue';

/** app.quality: the queue of flag upkeep after saves; drained before the database closes. */
export default fp(
  async (app) => {
    app.decorate('quality', new QualityQueue(app.db, app.log));
    app.addHook('onClose', async () => {
      await app.quality.settled();
    });
  },
  { name: 'quality', dependencies: ['db'] },
);
