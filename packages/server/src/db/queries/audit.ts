import type { Queryable } from '../types';

export type ActorType = 'admin' | 'supervisor' | 'user' | 'anonymous' | 'api_token';

export interface NewAuditEvent {
  actorType: ActorType;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  clientAddress: string | null;
  details: Record<string, unknown>;
}

/** The wire shape of one event (GET /admin/audit, person history). */
export interface AuditEventRow {
  id: string;
  seq: number;
  at: string;
  actor: { type: ActorType; id: string | null; name: string | null };
  actorRole: 'admin' | 'supervisor' | 'user' | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  clientAddress: string | null;
  details: Record<string, unknown>;
}

// actorRole: the account's role when an account acted ('admin', 'supervisor', 'user'), else null.
const EVENT_JSON = `json_build_object('id', e.id, 'seq', e.seq, 'at', e.at,
  'actor', json_build_object('type', e.actor_type, 'id', e.actor_id, 'name', e.actor_name),
  'actorRole', CASE WHEN e.actor_type IN ('admin', 'supervisor', 'user') THEN e.actor_type END,
  'action', e.action, 'entityType', e.entity_type, 'entityId', e.entity_id,
  'clientAddress', e.client_address, 'details', e.details)`;

/** One round trip: audit_append (migration 0006) takes the chain lock, links and hashes. */
export async function appendEvent(db: Queryable, e: NewAuditEvent): Promise<number> {
  const [row] = await db.query<{ seq: string }>(
    'SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8) AS seq',
    [
      e.actorType, e.actorId, e.actorName, e.action, e.entityType, e.entityId, e.clientAddress,
      JSON.stringify(e.details),
    ],
  );
  return Number(row!.seq);
}

export interface AuditFilters {
  limit: number;
  /** Events older than this seq (the cursor). */
  beforeSeq?: number;
  /** Any of these actions; one ending in '.' is a prefix (`person.`). */
  actions?: string[];
  actorId?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
}

/** `%`, `_` and `\` in a prefix match themselves. */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, keyset by seq; one more than `limit` tells whether there is a next page. */
export async function listEvents(db: Queryable, f: AuditFilters): Promise<AuditEventRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.beforeSeq !== undefined) add('e.seq < ?', f.beforeSeq);
  if (f.actions?.length) {
    const any: string[] = [];
    for (const action of f.actions) {
      params.push(action.endsWith('.') ? likePrefix(action) : action);
      any.push(`e.action ${action.endsWith('.') ? 'LIKE' : '='} $${params.length}`);
    }
    where.push(`(${any.join(' OR ')})`);
  }
  if (f.actorId !== undefined) add('e.actor_id = ?::uuid', f.actorId);
  if (f.entityType !== undefined) add('e.entity_type = ?', f.entityType);
  if (f.entityId !== undefined) add('e.entity_id = ?', f.entityId);
  if (f.from !== undefined) add('e.at >= ?', f.from);
  if (f.to !== undefined) add('e.at < ?', f.to);
  params.push(f.limit + 1);
  const sql = `SELECT ${EVENT_JSON} AS event FROM audit_events e
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY e.seq DESC LIMIT $${params.length}`;
  const rows = await db.query<{ event: AuditEventRow }>(sql, params);
  return rows.map((r) => r.event);
}

/** Every event about one record, oldest first. */
export async function entityHistory(db: Queryable, entityType: string, entityId: string): Promise<AuditEventRow[]> {
  if (entityType === 'person') return personHistory(db, entityId);
  const rows = await db.query<{ event: AuditEventRow }>(
    `SELECT ${EVENT_JSON} AS event FROM audit_events e
     WHERE e.entity_type = $1 AND e.entity_id = $2 ORDER BY e.seq`,
    [entityType, entityId],
  );
  return rows.map((r) => r.event);
}

/**
 * A person's history (issue 41): its own events, those of the records merged into it, and, for a
 * merged record, its merge (an event of the kept record). Each part one range of
 * audit_events_entity_idx.
 */
async function personHistory(db: Queryable, id: string): Promise<AuditEventRow[]> {
  const rows = await db.query<{ event: AuditEventRow }>(
    `WITH ids AS (SELECT $1::text AS id
                  UNION ALL SELECT m.id::text FROM merged_people m WHERE m.merged_into = $1::uuid)
     SELECT ${EVENT_JSON} AS event FROM audit_events e
     WHERE e.entity_type = 'person' AND (e.entity_id IN (SELECT id FROM ids)
       OR (e.entity_id = (SELECT m.merged_into::text FROM merged_people m WHERE m.id = $1::uuid)
           AND e.action = 'person.merged' AND e.details->>'removedId' = $1))
     ORDER BY e.seq`,
    [id],
  );
  return rows.map((r) => r.event);
}

export interface ChainBreak {
  seq: number;
  id: string;
  reason: string;
}

/**
 * Walks the chain from the anchor in one query: each event must follow the previous one's seq,
 * carry its hash as prev_hash, and hash to its own hash. Returns the event count and the first
 * break, if any.
 */
export async function verifyChain(db: Queryable): Promise<{ count: number; broken?: ChainBreak }> {
  const [row] = await db.query<{ count: string; seq: string | null; id: string | null; reason: string | null }>(
    `WITH anchor AS (SELECT seq, hash FROM audit_anchor),
     walk AS (
       SELECT e.seq, e.id, e.hash, e.prev_hash, audit_hash(e) AS recomputed,
         coalesce(lag(e.seq) OVER w, (SELECT seq FROM anchor)) AS expected_prev_seq,
         coalesce(lag(e.hash) OVER w, (SELECT hash FROM anchor)) AS expected_prev_hash
       FROM audit_events e WINDOW w AS (ORDER BY e.seq)
     ),
     broken AS (
       SELECT seq, id, CASE
           WHEN seq <> expected_prev_seq + 1 THEN 'missing events before it (seq ' || expected_prev_seq || ' then ' || seq || ')'
           WHEN prev_hash <> expected_prev_hash THEN 'prev_hash does not match the previous event''s hash'
           ELSE 'hash does not match its contents' END AS reason
       FROM walk
       WHERE seq <> expected_prev_seq + 1 OR prev_hash <> expected_prev_hash OR hash <> recomputed
       ORDER BY seq LIMIT 1
     )
     SELECT (SELECT count(*) FROM audit_events) AS count, b.seq, b.id, b.reason
     FROM (SELECT 1) one LEFT JOIN broken b ON true`,
  );
  const count = Number(row!.count);
  if (row!.seq === null) return { count };
  return { count, broken: { seq: Number(row!.seq), id: row!.id!, reason: row!.reason! } };
}

/**
 * Retention: audit_prune (migrations 0011 and 0017) deletes a prefix of the chain, re-anchors it
 * and records an `audit.purged` event naming the range; it refuses a cut-off within the
 * retention period (`retentionDays`, AUDIT_RETENTION_DAYS).
 */
export async function pruneEventsBefore(db: Queryable, before: Date, retentionDays: number): Promise<number> {
  const [row] = await db.query<{ n: string }>('SELECT audit_prune($1, $2) AS n', [before, retentionDays]);
  return Number(row!.n);
}

/** The `audit.purged` events still in the log (each names the range it removed). */
export async function purgeEvents(
  db: Queryable,
): Promise<Array<{ seq: number; at: Date; toSeq: number; before: string | null; retentionDays: number | null }>> {
  const rows = await db.query<{ seq: string; at: Date; to_seq: string; before: string | null; days: string | null }>(
    `SELECT seq, at, details->>'toSeq' AS to_seq, details->>'before' AS before, details->>'retentionDays' AS days
     FROM audit_events WHERE action = 'audit.purged' ORDER BY seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    at: new Date(r.at),
    toSeq: Number(r.to_seq),
    before: r.before,
    retentionDays: r.days === null ? null : Number(r.days),
  }));
}

export interface ChainLink {
  seq: number;
  hash: string;
}

/** The last event, or the anchor when the log is empty: what a checkpoint pins. */
export async function chainHead(db: Queryable): Promise<ChainLink> {
  const [row] = await db.query<{ seq: string; hash: string }>(
    `(SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1)
     UNION ALL (SELECT seq, hash FROM audit_anchor) LIMIT 1`,
  );
  return { seq: Number(row!.seq), hash: row!.hash };
}

/** Where the chain starts: seq 0, or the last event retention removed (and when). */
export async function chainAnchor(db: Queryable): Promise<ChainLink & { prunedAt: Date | null }> {
  const [row] = await db.query<{ seq: string; hash: string; pruned_at: Date | null }>(
    'SELECT seq, hash, pruned_at FROM audit_anchor',
  );
  return { seq: Number(row!.seq), hash: row!.hash, prunedAt: row!.pruned_at };
}

/** The hashes of the events at these seqs that are still in the log. */
export async function hashesAt(db: Queryable, seqs: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ seq: string; hash: string }>(
    'SELECT seq, hash FROM audit_events WHERE seq = ANY($1::bigint[])',
    [seqs.map(String)],
  );
  return new Map(rows.map((r) => [Number(r.seq), r.hash]));
}
