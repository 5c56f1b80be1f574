/**
 * Positions in PostgreSQL's write-ahead log (pg_lsn, written `16/B374D848`: the high and low 32
 * bits in hex), as bigints so that they compare. Issue 40: a write's answer carries the position
 * after its commit (X-Registry-LSN), and a read names the highest one its client has seen
 * (X-Registry-After) so that only a replica that has replayed that far may answer it.
 */
export const LSN_PATTERN = /^[0-9A-Fa-f]{1,8}\/[0-9A-Fa-f]{1,8}$/;

/** `16/B374D848` as a number; undefined for anything else. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  if (!text || !LSN_PATTERN.test(text)) return undefined;
  const [high, low] = text.split('/') as [string, string];
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

// The WAL is written in pages of 8 kB, each opening with a header: 24 bytes, 40 on the first page
// of a segment. PostgreSQL's build default; the position arithmetic below assumes it.
const PAGE = 8192n;
const HEADERS = new Set([24n, 40n]);

/**
 * The position a replica must have replayed to hold every commit made so far, from
 * pg_current_wal_insert_lsn() read after the commit (the insert position, not the write or flush
 * one: with synchronous_commit off those may still be short of the commit). When the last record
 * ended exactly at a page boundary, the insert position already points past the next page's
 * header, where no record ends, and a replica that has replayed everything reports the boundary:
 * the header is taken off. No record both starts and ends within 40 bytes of a boundary (a
 * record is at least 24 bytes, after a header of 24), so a replica at or past the boundary has
 * replayed every record that ends up to the insert position: nothing is lost by it.
 */
export function commitPosition(insertLsn: bigint): bigint {
  const offset = insertLsn % PAGE;
  return HEADERS.has(offset) ? insertLsn - offset : insertLsn;
}
