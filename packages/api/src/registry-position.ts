/**
 * Reading your own writes across read replicas (issue 40, docs/deploy.md): the server marks each
 * write's answer with its commit position (X-Registry-LSN, a PostgreSQL log position such as
 * `0/16B3748`), and the client sends the highest it has seen with every later request
 * (X-Registry-After), so a replica that has not replayed the write yet does not answer. Kept in
 * the tab's sessionStorage too, so a page reloaded right after a save still sends it; in memory
 * alone where storage is refused. Per tab and per client, never kept on the server.
 */
export const LSN_HEADER = 'x-registry-lsn';
export const AFTER_HEADER = 'X-Registry-After';

const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** Two fixed-width hex halves: as text they sort as the positions do (no BigInt needed). */
function sortKey(position: string): string | undefined {
  const m = LSN.exec(position);
  return m ? `${m[1]!.padStart(8, '0')}${m[2]!.padStart(8, '0')}`.toUpperCase() : undefined;
}

const STORAGE_KEY = 'hr.registry-position';

let inMemory: string | undefined;

/** sessionStorage, or undefined where the browser refuses it (some private modes, policies). */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The later of two positions (either may be missing or not a position). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  const [ka, kb] = [a && sortKey(a), b && sortKey(b)];
  if (!ka) return kb ? b : undefined;
  return kb && kb > ka ? b : a;
}

/** The highest position seen, for X-Registry-After; undefined before the first write's answer. */
export function lastPosition(): string | undefined {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(STORAGE_KEY);
  } catch {
    stored = undefined;
  }
  return later(inMemory, stored ?? undefined);
}

/** Keeps the answer's position when it is later than any seen (anything else is ignored). */
export function notePosition(value: unknown): void {
  if (typeof value !== 'string' || !sortKey(value)) return;
  if (later(lastPosition(), value) !== value) return;
  inMemory = value;
  try {
    storage()?.setItem(STORAGE_KEY, value);
  } catch {
    // full or refused: the page keeps it in memory
  }
}

/** Forgets it (tests). */
export function forgetPosition(): void {
  inMemory = undefined;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
