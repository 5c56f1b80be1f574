import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files';
import { backupThroughHolder } from './backup-socket';
import { acquireLock, DatabaseLockedError } from './lock';
import { openPglite, type PgliteDb } from './pglite';
import { countAppliedMigrations } from './queries/health';

export class BackupError extends Error {}

const inUse = (dataDir: string, error: DatabaseLockedError, what: string) =>
  new BackupError(
    `A server (or another command) is using the embedded database in ${dataDir}. ` +
      `Stop it, then run ${what} again. (${error.message})`,
  );

const hasDatabase = (dataDir: string) => {
  const dir = path.join(dataDir, 'pglite');
  return existsSync(dir) && readdirSync(dir).length > 0;
};

/**
 * Writes a consistent copy of the embedded database (PGlite's gzipped tarball of its folder)
 * to `outFile`, whether or not a server runs on it. A running server copies its files online
 * (backup-copy.ts: writes wait only for a checkpoint and the backup's end, milliseconds) into a
 * folder beside them; this opens that copy, which replays it to a consistent point, and packs
 * it, so the packing (seconds at 100,000 people) holds no one up. Without a server this opens
 * the database like the server does and packs it. Either way the file is written whole under
 * another name first, so a crash never leaves a half file under the real one.
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  let db;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const staging = await backupThroughHolder(dataDir).catch((e: unknown) => {
      throw new BackupError(`The running server could not make a backup: ${(e as Error).message}`);
    });
    // A command (restore, seed:demo, audit:verify) holds the folder, and it does not hand out copies.
    if (staging === undefined) throw inUse(dataDir, error, 'npm run backup');
    try {
      // Opening the copy replays its WAL (backup_label) to a consistent point; packed from there.
      return await dumpTo(await openPglite(staging), outFile);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return dumpTo(db, outFile);
}

/** PGlite's gzipped tarball of `db`'s folder, written whole under another name first. */
async function dumpTo(db: PgliteDb, outFile: string): Promise<number> {
  let bytes: Uint8Array;
  try {
    bytes = await db.dump();
  } finally {
    await db.close();
  }
  const partial = `${outFile}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, outFile);
  return bytes.length;
}

/**
 * Restores a backup into DATA_DIR. A folder that already holds a database is replaced only with
 * `force`, and never while a server uses it. The backup is first unpacked and opened beside it,
 * so a damaged file leaves the current database untouched.
 */
export async function restorePglite(
  dataDir: string,
  inFile: string,
  force: boolean,
): Promise<void> {
  if (!existsSync(inFile)) throw new BackupError(`No backup file at ${inFile}.`);
  if (hasDatabase(dataDir) && !force) {
    throw new BackupError(
      `${dataDir} already holds an embedded database. Restore into an empty DATA_DIR, or add --force to replace it.`,
    );
  }
  ensurePrivateDir(dataDir);
  const staging = mkdtempSync(path.join(dataDir, '.restoring-'));
  try {
    const db = await openPglite(staging, new Uint8Array(readFileSync(inFile)));
    try {
      await countAppliedMigrations(db);
    } finally {
      await db.close();
    }
    let release: () => void;
    try {
      release = acquireLock(dataDir);
    } catch (error) {
      if (error instanceof DatabaseLockedError) throw inUse(dataDir, error, 'npm run restore');
      throw error;
    }
    try {
      rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      renameSync(path.join(staging, 'pglite'), path.join(dataDir, 'pglite'));
    } finally {
      release();
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Could not restore ${inFile}: ${(error as Error).message}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
