import fp from 'fastify-plugin';
import { QualityQueue } from '../services/quality-queue';

/**
 * What reads people, their counts or their positions: a read waits for the flag upkeep already
 * queued (a few milliseconds; nothing when the queue is empty), so whoever saved a person and
 * reads it back sees its flags, and those of the people the save affected, as the save left them.
 * The duplicate pairs too: the upkeep is what finds them, and the office's count and queue should
 * not lag behind a save (or a merge, whose re-pointed pairs it recomputes).
 */
const READS_FLAGS = /^\/api\/(admin|user)\/(people|reports|stats|duplicate-pairs)(\/|\?|$)/;

/** app.quality: the queue of flag upkeep after saves; drained before the database closes. */
export default fp(
  async (app) => {
    app.decorate('quality', new QualityQueue(app.db, app.log));
    app.addHook('preHandler', async (request) => {
      if (app.quality.size === 0) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (READS_FLAGS.test(request.url)) await app.quality.settled();
    });
    app.addHook('onClose', async () => {
      await app.quality.settled();
    });
  },
  { name: 'quality', dependencies: ['db'] },
);
