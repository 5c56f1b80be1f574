import fp from 'fastify-plugin';
import { chainHead, type ChainLink } from '../db/queries/audit';
import { appendCheckpoint, prepareCheckpointFile, signCheckpoint } from '../services/audit-checkpoints';

/**
 * How often the log's end is looked at: one indexed read of the last event. Events are written
 * by many routes, inside their transactions, and by other instances on the same PostgreSQL; the
 * committed end is the one thing all of them move.
 */
const CHECK_MS = 1000;

/**
 * Signs a checkpoint of the activity log's end (see services/audit-checkpoints.ts) once it is
 * AUDIT_CHECKPOINT_EVERY events past the last one, and at shutdown, into AUDIT_CHECKPOINT_FILE
 * and the log (info). Several instances may each write to one file: their lines never mix.
 */
export default fp(
  async (app) => {
    const { auditKey, auditCheckpointFile, auditCheckpointEvery } = app.config;
    prepareCheckpointFile(auditCheckpointFile);
    let written: ChainLink | undefined;
    // The first checkpoint comes AUDIT_CHECKPOINT_EVERY events after the start, or at shutdown.
    let since = (await chainHead(app.db)).seq;
    const write = (link: ChainLink) => {
      const checkpoint = signCheckpoint(auditKey, link);
      appendCheckpoint(auditCheckpointFile, checkpoint);
      app.log.info({ auditCheckpoint: checkpoint }, 'activity log checkpoint');
      written = link;
      since = link.seq;
    };

    let running: Promise<void> | undefined;
    const check = () => {
      running ??= chainHead(app.db)
        .then((head) => {
          if (head.seq - since >= auditCheckpointEvery) write(head);
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'activity log checkpoint failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(check, CHECK_MS);
    timer.unref();

    // Runs after the server stopped taking requests and before the database closes (onClose
    // hooks of later plugins run first): the checkpoint holds the last event of this run.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      try {
        const head = await chainHead(app.db);
        if (head.seq !== written?.seq || head.hash !== written.hash) write(head);
      } catch (error) {
        app.log.warn({ err: error }, 'activity log checkpoint at shutdown failed');
      }
    });
  },
  { name: 'audit-checkpoints', dependencies: ['db'] },
);
