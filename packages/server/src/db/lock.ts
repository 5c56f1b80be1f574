import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {}

/** What names one process instance: a pid alone is reused (pid 1 after every container start). */
interface Owner {
  pid: number;
  /** Linux: the process start time in clock ticks after boot (/proc/<pid>/stat field 22). */
  start?: string;
  /** Linux: changes at every boot, so a start time from an earlier boot never matches. */
  boot?: string;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function startTimeOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readOrUndefined('/proc/sys/kernel/random/boot_id');

function me(): Owner {
  return { pid: process.pid, start: startTimeOf(process.pid), boot: bootId() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files of older versions hold a bare pid. */
function parseOwner(text: string): Owner | undefined {
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const o = JSON.parse(text) as Owner;
    return Number.isInteger(o.pid) && o.pid > 0 ? o : undefined;
  } catch {
    return undefined;
  }
}

/** Files this process holds right now: the only way a lock naming our own pid is not stale. */
const heldHere = new Set<string>();

/** Whether the process that wrote the lock still runs, told apart from a later one with its pid. */
function ownerRuns(owner: Owner, file: string): boolean {
  if (owner.pid === process.pid) return heldHere.has(file);
  if (!isAlive(owner.pid)) return false;
  if (owner.boot && owner.boot !== bootId()) return false;
  const start = startTimeOf(owner.pid);
  // Without /proc (macOS) or an older lock file, the pid is all there is to go on.
  return !(owner.start && start && owner.start !== start);
}

/**
 * PGlite does not lock its folder and two openers corrupt it, so we hold an exclusive lock file
 * naming this process instance (pid, start time, boot id). A file left by an instance that no
 * longer runs is stale and taken over, even when a new process got its pid. Within one process a
 * second opener is refused too (two app instances on one folder are just as unsafe).
 */
export function acquireLock(file: string, dir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me()));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readOrUndefined(file);
      if (text === undefined) continue; // vanished between open and read: try again
      const owner = parseOwner(text);
      if (owner && ownerRuns(owner, file)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is already in use by another server (pid ${owner.pid}). ` +
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
