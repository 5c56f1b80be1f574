import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

export class DatabaseLockedError extends Error {}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'pglite.lock');

function holderOf(file: string): string {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; host?: string };
    return o.pid ? ` (pid ${o.pid} on ${o.host ?? 'an unknown host'}, as it sees itself)` : '';
  } catch {
    return '';
  }
}

const sameFile = (fd: number, file: string) => {
  try {
    return fstatSync(fd).ino === statSync(file).ino;
  } catch {
    return false; // removed meanwhile
  }
};

/**
 * PGlite does not lock its folder and two openers corrupt it, so every opener (the server, and
 * the backup, restore, audit:verify and seed:demo commands) holds an exclusive lock on
 * `pglite.lock` that the kernel keeps: an open file description lock on Linux (flock on macOS,
 * LockFileEx on Windows), through fs-native-extensions. It is held for as long as the process
 * lives and dropped by the kernel when it dies, kill -9 included, whatever pid namespace the
 * process is in: a pid written in a file can name anyone in a container (pid 1 in each), a lock
 * on the file's inode cannot. A second opener within this process is refused too (a second
 * open file description). The file's text (pid, host) only helps a person find the holder.
 */
export function acquireLock(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const fd = openSync(file, 'a+', 0o600);
    if (!tryLock(fd)) {
      closeSync(fd);
      throw new DatabaseLockedError(
        `Data folder ${dataDir} is in use by another server${holderOf(file)}. ` +
          'Stop that server (or command) first, or point DATA_DIR at another folder.',
      );
    }
    // The holder before us removes the file as it lets go: a lock won on the removed file
    // guards nothing, so open the current one again.
    if (!sameFile(fd, file)) {
      closeSync(fd);
      continue;
    }
    ftruncateSync(fd, 0);
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }), 0);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Removed while still held, so no newcomer locks a file that is about to go.
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
      closeSync(fd);
    };
  }
  throw new DatabaseLockedError(`Could not lock data folder ${dataDir}: it kept changing hands.`);
}
