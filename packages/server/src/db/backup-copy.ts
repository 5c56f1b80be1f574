import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from './types';

/**
 * An online copy of the embedded database's folder, the way pg_basebackup copies a PostgreSQL
 * server: PostgreSQL's own non-exclusive base backup (pg_backup_start / pg_backup_stop) around a
 * plain file copy that runs while the server goes on writing.
 *
 *   1. `pg_backup_start(fast)`: a checkpoint, from which the copy will be replayed. One statement
 *      on the one connection: writes wait only for that checkpoint.
 *   2. The data files are copied with no hold at all; pages may change while they are read, and
 *      files may come and go (full_page_writes puts a whole image of each page changed since the
 *      checkpoint into the WAL, so replay repairs any torn or stale page).
 *   3. `pg_backup_stop()` and a WAL switch: the backup's end is written and flushed to the WAL.
 *      Two short statements.
 *   4. The WAL from the checkpoint's segment on is copied, and pg_backup_stop's backup_label is
 *      written beside the files.
 *
 * Opened, the copy replays the WAL from the checkpoint to its end (backup_label tells PostgreSQL
 * to), which yields the database as of one commit at or after pg_backup_stop: every transaction
 * committed before it and none half, a consistent prefix of the writes. The holder of the data
 * folder runs this (its connection is the session the backup belongs to); `npm run backup` then
 * opens the copy, which replays it, and packs it (db/backup.ts).
 */
export async function copyOnline(db: Queryable, pgdata: string, into: string): Promise<void> {
  const [start] = await db.query<{ wal: string }>(
    `SELECT pg_walfile_name(pg_backup_start('npm run backup', true)) AS wal`,
  );
  let label: string;
  try {
    await copyTree(pgdata, into, (relative) => relative !== 'pg_wal' && relative !== 'postmaster.pid');
  } finally {
    // Always ends the backup, or the next one on this connection is refused.
    const [stop] = await db.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
    label = stop!.labelfile;
  }
  await db.query('SELECT pg_switch_wal()');
  await copyWal(path.join(pgdata, 'pg_wal'), path.join(into, 'pg_wal'), start!.wal);
  await writeFile(path.join(into, 'backup_label'), label, { mode: 0o600 });
}

const SEGMENT = /^[0-9A-F]{24}$/;

/** The WAL segments from `first` on, and pg_wal's folders (archive_status, summaries) empty. */
async function copyWal(from: string, to: string, first: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) await mkdir(path.join(to, entry.name), { mode: 0o700 });
    else if (SEGMENT.test(entry.name) && entry.name >= first)
      await copyFile(path.join(from, entry.name), path.join(to, entry.name)).catch(gone);
  }
}

/** Files and folders under `from` that `keep` (given the path relative to `from`) allows. */
async function copyTree(from: string, to: string, keep: (relative: string) => boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(from, relative), { withFileTypes: true }).catch(gone);
    for (const entry of entries ?? []) {
      const child = path.join(relative, entry.name);
      if (!keep(child)) continue;
      if (entry.isDirectory()) {
        await mkdir(path.join(to, child), { recursive: true, mode: 0o700 });
        await walk(child);
      } else {
        // A file dropped meanwhile (a relation rewritten or truncated) is replayed from the WAL.
        await copyFile(path.join(from, child), path.join(to, child)).catch(gone);
      }
    }
  };
  await walk('');
}

function gone(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
