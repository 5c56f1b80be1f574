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
import { acquireLock, DatabaseLockedError } from './lock';
import { openPglite } from './pglite';
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
 * to `outFile`. It opens the database like the server does, so it is refused with a clear
 * message while a server holds the folder's lock.
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<number> {
  if (!hasDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  let db;
  try {
    db = await openPglite(dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw inUse(dataDir, error, 'npm run backup');
    throw error;
  }
  let bytes: Uint8Array;
  try {
    bytes = await db.dump();
  } finally {
    await db.close();
  }
  // Written whole under another name first: a crash never leaves a half file under the real one.
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
      release = acquireLock(path.join(dataDir, 'pglite.lock'), path.join(dataDir, 'pglite'));
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
