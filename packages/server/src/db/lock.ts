import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder and two openers corrupt it, so we hold an exclusive pid file.
 * A file left by a process that no longer runs is stale and taken over. Within one process a
 * second opener is refused too (two app instances on one folder are just as unsafe).
 */
export function acquireLock(file: string, dir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = NaN;
      try {
        pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // vanished between open and read: try again
        continue;
      }
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is already in use by another server (pid ${pid}). ` +
            'Stop that process or point DATA_DIR at another folder.',
        );
      }
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}`);
}
