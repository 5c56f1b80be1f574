import type { Queryable } from '../db';
import { chainAnchor, chainHead, hashesAt, purgeEvents, verifyChain } from '../db/queries/audit';
import { readCheckpoints, type Checkpoint } from './audit-checkpoints';

export interface VerifyInput {
  /** The checkpoint file's path (for the messages) and text; text undefined: no such file. */
  checkpointFile: string;
  checkpointText: string | undefined;
  /** AUDIT_KEY or the generated key; undefined when neither exists. */
  key: string | undefined;
  /**
   * AUDIT_RETENTION_DAYS as the server has it, read from verify's own environment (never from
   * the database, which whoever could purge could also edit); undefined: unset, nothing may go.
   */
  retentionDays: number | undefined;
}

export interface VerifyResult {
  ok: boolean;
  /** What `npm run audit:verify` prints, one line each. */
  lines: string[];
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

const HOUR_MS = 3_600_000;

/**
 * The youngest a checkpoint may be for events after it to have gone by retention: the events
 * after a checkpoint's seq were written after it, and retention removes only events older than
 * AUDIT_RETENTION_DAYS (audit_prune refuses a later cut-off). Less an hour, for a transaction
 * that was open across the checkpoint. Unset, a day less an hour (the least period there is),
 * on top of the finding that anything was removed at all.
 */
const youngestPurgedMs = (retentionDays: number | undefined) => (retentionDays ?? 1) * 24 * HOUR_MS - HOUR_MS;

/**
 * What the checkpoints say against the log: a checkpoint past the log's end means a cut-off end;
 * one whose seq is still in the log must carry that event's hash, or the chain was rewritten and
 * re-hashed up to there. Then the anchor (where the log starts once events were removed) against
 * retention: nothing may be removed without AUDIT_RETENTION_DAYS, each removal leaves an
 * `audit.purged` event naming it, and nothing after a checkpoint younger than the period may be
 * gone (the genesis checkpoint, written when the log starts, pins its first events).
 */
async function compare(
  db: Queryable,
  checkpoints: Array<Checkpoint & { line: number }>,
  retentionDays: number | undefined,
): Promise<{ problems: string[]; latest?: Checkpoint; anchorSeq: number }> {
  const head = await chainHead(db);
  const anchor = await chainAnchor(db);
  // Checkpoints of the anchor (the last event removed) or of an event still in the log.
  const kept = checkpoints.filter((c) => c.seq >= anchor.seq && c.seq <= head.seq).sort((a, b) => a.seq - b.seq);
  const hashes = await hashesAt(db, [...new Set(kept.map((c) => c.seq))]);
  hashes.set(anchor.seq, anchor.hash);
  const problems: string[] = [];
  const beyond = checkpoints.filter((c) => c.seq > head.seq).sort((a, b) => b.seq - a.seq)[0];
  if (beyond) {
    problems.push(
      `TRUNCATED: the log ends at seq ${head.seq} but the checkpoint of ${beyond.at} (line ${beyond.line}) ` +
        `says it reached seq ${beyond.seq}: events ${head.seq + 1} to ${beyond.seq} are missing`,
    );
  }
  const changed = kept.find((c) => hashes.get(c.seq) !== c.hash);
  if (changed) {
    const now = hashes.get(changed.seq);
    problems.push(
      now === undefined
        ? `MISSING: the event at seq ${changed.seq}, signed by the checkpoint of ${changed.at} (line ${changed.line}), is not in the log`
        : `CHANGED: the event at seq ${changed.seq} hashes to ${short(now)} but the checkpoint of ${changed.at} ` +
            `(line ${changed.line}) signed ${short(changed.hash)}: the log up to seq ${changed.seq} was edited and re-hashed`,
    );
  }
  if (anchor.seq > 0) problems.push(...(await purgeProblems(db, anchor.seq, checkpoints, retentionDays)));
  return { problems, latest: kept.at(-1), anchorSeq: anchor.seq };
}

/** The log starts after `anchorSeq`: events 1 to anchorSeq were removed. Was that retention? */
async function purgeProblems(
  db: Queryable,
  anchorSeq: number,
  checkpoints: Array<Checkpoint & { line: number }>,
  retentionDays: number | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  if (retentionDays === undefined) {
    problems.push(
      `PURGED WITHOUT RETENTION: events up to seq ${anchorSeq} were removed, but AUDIT_RETENTION_DAYS is not set, ` +
        `so nothing may remove events (run audit:verify with the server's settings)`,
    );
  }
  if (!(await purgeEvents(db)).some((p) => p.toSeq === anchorSeq)) {
    problems.push(
      `PURGED WITHOUT RECORD: the log starts after seq ${anchorSeq}, but no audit.purged event names that ` +
        `removal: the anchor was moved and the events deleted around audit_prune()`,
    );
  }
  const youngest = youngestPurgedMs(retentionDays);
  const now = Date.now();
  const tooSoon = checkpoints
    .filter((c) => c.seq < anchorSeq && now - Date.parse(c.at) < youngest)
    .sort((a, b) => a.seq - b.seq)[0];
  if (tooSoon) {
    const period = retentionDays === undefined ? 'a day' : `AUDIT_RETENTION_DAYS (${retentionDays} days)`;
    problems.push(
      `PURGED TOO SOON: events ${tooSoon.seq + 1} to ${anchorSeq} were removed, but the checkpoint of ` +
        `${tooSoon.at} (line ${tooSoon.line}) shows them written less than ${period} ago: retention never removes those`,
    );
  }
  return problems;
}

/**
 * The chain from its anchor (each event linked to the one before and hashing to its own hash),
 * then the chain against the signed checkpoints kept outside the database.
 */
export async function verifyLog(db: Queryable, input: VerifyInput): Promise<VerifyResult> {
  const chain = await verifyChain(db);
  const lines: string[] = [];
  if (chain.broken) {
    const { seq, id, reason } = chain.broken;
    lines.push(`BROKEN at event seq ${seq} (id ${id}): ${reason} (${chain.count} events)`);
  }
  const text = input.checkpointText?.trim() ? input.checkpointText : undefined;
  if (text === undefined) {
    if (chain.count === 0 && !chain.broken) {
      return { ok: true, lines: [`OK (0 events); no checkpoints yet in ${input.checkpointFile}`] };
    }
    lines.push(
      `NO CHECKPOINTS: ${input.checkpointFile} is missing or empty, so a cut-off end or a re-hashed ` +
        `chain cannot be told (the server writes one every AUDIT_CHECKPOINT_EVERY events and when it ` +
        `stops; --checkpoints FILE reads them from elsewhere)`,
    );
    return { ok: false, lines };
  }
  if (input.key === undefined) {
    lines.push('NO KEY: checkpoints cannot be verified without the key that signed them (AUDIT_KEY, or DATA_DIR/audit-key)');
    return { ok: false, lines };
  }
  const read = readCheckpoints(text, input.key);
  lines.push(...read.problems.map((p) => `BAD CHECKPOINT in ${input.checkpointFile}: ${p}`));
  if (read.valid.length === 0 && read.problems.length === 0) {
    lines.push(`NO CHECKPOINTS: ${input.checkpointFile} holds no checkpoint`);
  }
  const compared = await compare(db, read.valid, input.retentionDays);
  lines.push(...compared.problems);
  if (lines.length > 0) return { ok: false, lines };
  const { latest } = compared;
  const count = `OK (${chain.count} events)`;
  const n = read.valid.length;
  const source = `(${n} checkpoint${n === 1 ? '' : 's'} in ${input.checkpointFile})`;
  return {
    ok: true,
    lines: [
      latest
        ? `${count}, up to the checkpoint at seq ${latest.seq} of ${latest.at} ${source}`
        : `${count}; every checkpoint is of events retention removed (up to seq ${compared.anchorSeq}), ` +
          `the next comes after AUDIT_CHECKPOINT_EVERY events or at shutdown ${source}`,
    ],
  };
}
