/**
 * Reading your own writes across read replicas (issue 40, docs/deploy.md): the server marks each
 * write's answer with its commit position (X-Registry-LSN, a PostgreSQL log position such as
 * `0/16B3748`), and the client sends the highest it has seen with every later request
 * (X-Registry-After), so a replica that has not replayed the write yet does not answer. Kept in
 * memory, for this page: the position is per client, never kept on the server.
 */
export const LSN_HEADER = 'x-registry-lsn';
export const AFTER_HEADER = 'X-Registry-After';

const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** Two fixed-width hex halves: as text they sort as the positions do (no BigInt needed). */
function sortKey(position: string): string | undefined {
  const m = LSN.exec(position);
  return m ? `${m[1]!.padStart(8, '0')}${m[2]!.padStart(8, '0')}`.toUpperCase() : undefined;
}

let highest: { position: string; key: string } | undefined;

/** Keeps the answer's position when it is later than any seen (anything else is ignored). */
export function notePosition(value: unknown): void {
  if (typeof value !== 'string') return;
  const key = sortKey(value);
  if (key && (!highest || key > highest.key)) highest = { position: value, key };
}

/** The highest position seen, for X-Registry-After; undefined before the first write's answer. */
export const lastPosition = (): string | undefined => highest?.position;

/** Forgets it (tests). */
export function forgetPosition(): void {
  highest = undefined;
}
