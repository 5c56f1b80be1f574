import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db';
import { getOrCreateSetting } from '../db/queries/settings';
import { createTokenService } from '../lib/tokens';
import { ensureFirstAdmin } from '../services/first-admin';

/**
 * Opens (and migrates) the database, settles the signing secret, makes sure an admin exists,
 * closes it on shutdown. A database given (`db`, buildApp's option) is its owner's to close.
 */
export default fp<{ db?: Db }>(
  async (app, { db: given }) => {
    const { config } = app;
    const db =
      given ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    app.decorate('db', db);
    if (!given) {
      app.addHook('onClose', async () => {
        await db.close();
      });
    }
    // On PostgreSQL without JWT_SECRET: the one secret of this database, so every instance
    // accepts the others' tokens and one-time codes. Filled in before any route runs.
    if (!config.jwtSecret) {
      config.jwtSecret = await getOrCreateSetting(
        db,
        'jwt_secret',
        randomBytes(48).toString('base64url'),
      );
    }
    app.decorate('tokens', createTokenService(config.jwtSecret, config.sessionTtlMs));
    await ensureFirstAdmin(db, config, app.log);
  },
  { name: 'db', dependencies: ['config'] },
);
