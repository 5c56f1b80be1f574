import fp from 'fastify-plugin';
import { openDatabase } from '../db';
import { ensureFirstAdmin } from '../services/first-admin';

/** Opens (and migrates) the database, makes sure an admin exists, closes it on shutdown. */
export default fp(
  async (app) => {
    const db = await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
    await ensureFirstAdmin(db, app.config, app.log);
  },
  { name: 'db', dependencies: ['config'] },
);
