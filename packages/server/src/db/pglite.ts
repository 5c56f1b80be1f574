import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ensurePrivateDir, restrictTree } from '../lib/private-files';
import { copyOnline } from './backup-copy';
import { serveBackups, type BackupSocket } from './backup-socket';
import { acquireLock } from './lock';
import { DatabaseUnavailableError, type Db, type Queryable, type Transaction } from './types';

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; code?: string; constraint?: string; detail?: string };
}

/** Errors keep PostgreSQL's code and constraint, which translateDbError reads. */
function toError(e: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(e.message), e);
}

export interface PgliteDb extends Db {
  /**
   * A gzipped tarball of the data folder (PGlite's dumpDataDir), for `npm run backup` of a
   * folder no server holds, and of the copy that copyOnline makes of one that a server holds.
   */
  dump(): Promise<Uint8Array>;
  /** The online copy of the data folder into `into` (backup-copy.ts), while writes go on. */
  copyOnline(into: string): Promise<void>;
}

/**
 * The embedded database: PGlite in a worker thread (see pglite-worker.mjs), one connection.
 * A promise-chain mutex gives a transaction the connection to itself from BEGIN to COMMIT.
 * `restore` (a dump) fills a new, empty folder from a backup.
 */
export async function openPglite(dataDir: string, restore?: Uint8Array): Promise<PgliteDb> {
  ensurePrivateDir(dataDir);
  const dir = path.join(dataDir, 'pglite');
  const release = acquireLock(dataDir);

  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'));
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let seq = 0;
  let failed: Error | undefined;
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(toError(reply.error!));
  });
  const failAll = (error: Error) => {
    failed = error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('error', (error) =>
    failAll(new DatabaseUnavailableError(`the embedded database failed: ${error.message}`)),
  );
  worker.on('exit', (code) =>
    failAll(new DatabaseUnavailableError(`the embedded database stopped (worker exit ${code})`)),
  );

  const send = (message: Record<string, unknown>): Promise<unknown> => {
    if (failed) return Promise.reject(failed);
    seq += 1;
    const id = seq;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };

  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  const direct: Transaction = {
    query: <T>(sql: string, params: unknown[] = []) => send({ type: 'query', sql, params }) as Promise<T[]>,
    exec: async (sql: string) => void (await send({ type: 'exec', sql })),
  };

  const dump = () => exclusive(async () => (await send({ type: 'dump' })) as Uint8Array);
  const shared: Queryable = {
    query: <T>(sql: string, params?: unknown[]) => exclusive(() => direct.query<T>(sql, params)),
  };
  let copying = 0;
  const copy = async (into: string) => {
    copying += 1;
    try {
      await copyOnline(shared, dir, into);
    } finally {
      copying -= 1;
    }
  };
  let backups: BackupSocket | undefined;
  try {
    await send({ type: 'open', dir, load: restore });
    restrictTree(dir);
    backups = await serveBackups(dataDir, copy);
  } catch (error) {
    await worker.terminate();
    release();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: shared.query,
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (fn) =>
      exclusive(async () => {
        await direct.query('BEGIN');
        try {
          const result = await fn(direct);
          await direct.query('COMMIT');
          return result;
        } catch (error) {
          await direct.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    dump,
    copyOnline: copy,
    backupInProgress: () => copying > 0,
    async close() {
      // Idempotent: a shutdown path may reach it twice.
      closing ??= (async () => {
        try {
          await backups?.close();
          await exclusive(() => send({ type: 'close' }));
        } finally {
          worker.removeAllListeners('exit');
          // A query after this (a request finishing after shutdown began) fails at once, as
          // 503 DATABASE_UNAVAILABLE, instead of waiting for a worker that is gone.
          failed ??= new DatabaseUnavailableError('the embedded database is closed');
          await worker.terminate();
          restrictTree(dir);
          release();
        }
      })();
      return closing;
    },
  };
}
