import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChainLink } from '../db/queries/audit';

// A checkpoint pins the activity log from outside the database: "at this time the chain ended at
// seq S with hash H", signed with AUDIT_KEY, which never enters the database. The hash chain
// shows an event edited in place; a checkpoint shows what the chain alone cannot, a cut-off end
// or a chain re-hashed from some event on, however well the database was rewritten.

export interface Checkpoint {
  seq: number;
  hash: string;
  /** When it was written (ISO 8601, UTC). */
  at: string;
  /** Names the key that signed it (not the key), so a line signed with another key says so. */
  key: string;
  /** HMAC-SHA256 under the key of seq, hash and at. */
  mac: string;
}

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
export const keyId = (key: string) => hmac(key, 'household-registry audit key id').slice(0, 8);
const macOf = (key: string, c: Pick<Checkpoint, 'seq' | 'hash' | 'at'>) =>
  hmac(key, `household-registry audit checkpoint\n${c.seq}\n${c.hash}\n${c.at}`);

export function signCheckpoint(key: string, link: ChainLink, at = new Date()): Checkpoint {
  const unsigned = { seq: link.seq, hash: link.hash, at: at.toISOString() };
  return { ...unsigned, key: keyId(key), mac: macOf(key, unsigned) };
}

/**
 * Makes sure the file can be appended to (created 0600, its folder if need be), so a wrong
 * AUDIT_CHECKPOINT_FILE stops the start with a clear message instead of failing later.
 */
export function prepareCheckpointFile(file: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, 'a', 0o600));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`AUDIT_CHECKPOINT_FILE ${file} cannot be written (${code})`);
  }
}

/**
 * One whole line in one append: several instances writing to one file (O_APPEND) add their lines
 * after each other's, never over or into them, and every line verifies on its own.
 */
export function appendCheckpoint(file: string, checkpoint: Checkpoint): void {
  appendFileSync(file, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600 });
}

export interface ReadCheckpoints {
  /** Lines whose MAC holds under the key, with their line numbers. */
  valid: Array<Checkpoint & { line: number }>;
  /** Lines that are damaged, signed with another key, or forged. */
  problems: string[];
}

const isCheckpoint = (c: Partial<Checkpoint>): c is Checkpoint =>
  Number.isSafeInteger(c.seq) &&
  typeof c.hash === 'string' &&
  /^[0-9a-f]{64}$/.test(c.hash) &&
  typeof c.at === 'string' &&
  typeof c.key === 'string' &&
  typeof c.mac === 'string' &&
  /^[0-9a-f]{64}$/.test(c.mac);

/**
 * Reads a checkpoint file, or the server's JSON log (its `auditCheckpoint` lines; other log lines
 * are skipped). A broken JSON object is a problem: a line cut short or edited.
 */
export function readCheckpoints(text: string, key: string): ReadCheckpoints {
  const valid: ReadCheckpoints['valid'] = [];
  const problems: string[] = [];
  const myKey = keyId(key);
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    // Text that is not a JSON object is not ours (the log also holds `listening on ...`).
    if (!raw.trimStart().startsWith('{')) return;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      problems.push(`line ${line} is not valid JSON: the file was damaged or edited`);
      return;
    }
    const c = (parsed.auditCheckpoint ?? parsed) as Partial<Checkpoint>;
    if (parsed.auditCheckpoint === undefined && c.mac === undefined) return; // another log line
    if (!isCheckpoint(c)) {
      problems.push(`line ${line} is not a valid checkpoint`);
      return;
    }
    const where = `line ${line} (seq ${c.seq}, ${c.at})`;
    if (c.key !== myKey) {
      problems.push(`${where} was signed with another key (${c.key}), not this AUDIT_KEY (${myKey})`);
    } else if (!timingSafeEqual(Buffer.from(c.mac, 'hex'), Buffer.from(macOf(key, c), 'hex'))) {
      problems.push(`${where} has a MAC that does not match its contents: the line was edited or forged`);
    } else {
      valid.push({ ...c, line });
    }
  });
  return { valid, problems };
}

/** The checkpoint file's text, or undefined when there is none yet. */
export function readCheckpointFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
