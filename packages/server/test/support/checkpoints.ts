import { readFileSync, writeFileSync } from 'node:fs';
import type { Queryable } from '../../src/db';
import { hashesAt } from '../../src/db/queries/audit';
import { signCheckpoint, type Checkpoint } from '../../src/services/audit-checkpoints';

const DAY_MS = 86_400_000;

/**
 * Re-signs every checkpoint in `file` as if written `days` earlier, with the hash each event has
 * now (`hashes`, after ageLog re-hashed the chain), so the file still verifies.
 */
export function backdateCheckpoints(file: string, key: string, days: number, hashes = new Map<number, string>()): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Checkpoint);
  const earlier = (c: Checkpoint) => new Date(Date.parse(c.at) - days * DAY_MS);
  writeFileSync(
    file,
    lines.map((c) => `${JSON.stringify(signCheckpoint(key, { seq: c.seq, hash: hashes.get(c.seq) ?? c.hash }, earlier(c)))}\n`).join(''),
  );
}

/**
 * A time machine for retention tests: every event and (given the file and key) every checkpoint
 * as if written `days` earlier. The events' times are part of their hashes, so the chain is
 * re-hashed from the anchor on with the migration's own audit_hash(), the trigger off (as only
 * the tables' owner can), and the checkpoints re-signed with the new hashes. audit_prune then
 * removes them as retention would, `days` later, by the database's own clock.
 */
export async function ageLog(
  db: Queryable & { exec(sql: string): Promise<void> },
  days: number,
  checkpoints?: { file: string; key: string },
): Promise<void> {
  await db.exec(`ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
    DO $$ DECLARE r audit_events%ROWTYPE; prev text; BEGIN
      SELECT hash INTO prev FROM audit_anchor;
      FOR r IN SELECT * FROM audit_events ORDER BY seq LOOP
        r.at := r.at - interval '${Number(days)} days'; r.prev_hash := prev; r.hash := audit_hash(r);
        UPDATE audit_events SET at = r.at, prev_hash = r.prev_hash, hash = r.hash WHERE seq = r.seq;
        prev := r.hash;
      END LOOP; END $$;
    ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only`);
  if (!checkpoints) return;
  const seqs = readFileSync(checkpoints.file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as Checkpoint).seq);
  backdateCheckpoints(checkpoints.file, checkpoints.key, days, await hashesAt(db, seqs));
}
