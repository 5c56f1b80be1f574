import fp from 'fastify-plugin';
import { chainHead, type ChainLink } from '../db/queries/audit';
import {
  appendCheckpoint,
  prepareCheckpointFile,
  readCheckpointFile,
  readCheckpoints,
  signCheckpoint,
} from '../services/audit-checkpoints';

/**
 * How often the log's end is looked at: one indexed read of the last event. Events are written
 * by many routes, inside their transactions, and by other instances on the same PostgreSQL; the
 * committed end is the one thing all of them move.
 */
const CHECK_MS = 1000;

/**
 * Signs a checkpoint of the activity log's end (see services/audit-checkpoints.ts) once it is
 * AUDIT_CHECKPOINT_EVERY events past the last one, and at shutdown, into AUDIT_CHECKPOINT_FILE
 * and the log. Several instances may each write to one file: their lines never mix.
 *
 * Genesis: a file holding no checkpoint of this key gets one of the log's head at once (on a
 * new install the empty log, seq 0), and an empty log gets one of its first event as soon as
 * there is one. Verify holds every removal of events against the checkpoints; without these the
 * first AUDIT_CHECKPOINT_EVERY events of a log were pinned by nothing until a shutdown.
 */
export default fp(
  async (app) => {
    const { auditKey, auditCheckpointFile, auditCheckpointEvery, logLevel } = app.config;
    prepareCheckpointFile(auditCheckpointFile);
    // The log is a copy of the file kept elsewhere (a log shipper): it must hold every line,
    // whatever LOG_LEVEL drops (production runs at warn), unless logging is off altogether.
    const log = logLevel === 'silent' ? app.log : app.log.child({}, { level: 'info' });
    let written: ChainLink | undefined;
    const head = await chainHead(app.db);
    let since = head.seq;
    const write = (link: ChainLink) => {
      const checkpoint = signCheckpoint(auditKey, link);
      appendCheckpoint(auditCheckpointFile, checkpoint);
      log.info({ auditCheckpoint: checkpoint }, 'activity log checkpoint');
      written = link;
      since = link.seq;
    };
    const text = readCheckpointFile(auditCheckpointFile);
    if (text === undefined || readCheckpoints(text, auditKey).valid.length === 0) write(head);

    let running: Promise<void> | undefined;
    const check = () => {
      running ??= chainHead(app.db)
        .then((head) => {
          // Every AUDIT_CHECKPOINT_EVERY events; and the log's first event at once.
          if (head.seq - since >= auditCheckpointEvery || (since === 0 && head.seq > 0)) write(head);
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
