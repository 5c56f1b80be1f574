import type { DuplicatePair, DuplicatePairStatus } from '@hr/contracts';
import type { Queryable } from '../types';
import { DUPLICATE_THRESHOLD, NAME_SIMILARITY_MIN } from './people-duplicates';
import { FLAG_BITS } from './people-flags';
import { CREATORS, PERSON_COLUMNS } from './people';

/**
 * Duplicate pairs (issue 41, migration 0019): the quality upkeep's record of two people likely to
 * be one household, which the office dismisses or merges.
 *
 * Matching rule. Two people are compared only when they share a blocking key (person_duplicate_keys:
 * the ward and the father's name skeleton, the ward and the name skeleton, the area and the name
 * skeleton, a phone or WhatsApp number), and a key held by more than KEY_HOLDERS_MAX people is not
 * used (it tells nothing apart). They are a pair when
 *   round(0.6 x n + 0.4 x f, 2) >= DUPLICATE_THRESHOLD (0.65, the entry-time warning's score), or
 *   they share a phone number and n >= NAME_SIMILARITY_MIN (0.4),
 * with n and f pg_trgm's similarity of the name and father's name spelling keys (as the warning).
 *
 * Score, 0-1, to rank the queue: 0.5 n + 0.25 f + 0.1 (a phone in common) + 0.05 (same area)
 * + 0.05 (within 30 m) + 0.05 (same household size), at most 1, to 2 places. Same name and
 * father's name, area and household size: 0.85; with a phone in common 0.95.
 *
 * possible_duplicate is "has an open pair". A dismissed pair is never opened again; a merged one
 * names a record that is gone.
 */
export const KEY_HOLDERS_MAX = 50;

/**
 * Who changes pairs takes this lock first, for its transaction: the flags' upkeep after a save,
 * a merge or a dismissal, the recompute's passes. Each of them locks people rows and pair rows,
 * in orders that differ (the upkeep a person's flags before its pairs, a merge the pair before
 * its people); without one lock taken first, a merge meeting the upkeep of an edit of its
 * people deadlocked on PostgreSQL (seen in CI).
 */
export async function lockPairs(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(72301457)');
}
export const SPOT_METRES = 30;

const DISTANCE = `6371008.8 * sqrt(power(radians(b.gps_lat - a.gps_lat), 2)
  + power(cos(radians((a.gps_lat + b.gps_lat) / 2)) * radians(b.gps_lon - a.gps_lon), 2))`;

/**
 * The pairs among candidate couples `cand (x, y)` (people ids, x <> y): their score and reasons,
 * as `a < b`. Selects a, b, score, reasons, a_version, b_version.
 */
const SCORED = (cand: string) => `
  SELECT least(a.id, b.id) AS a, greatest(a.id, b.id) AS b,
    least(1, round((0.5 * m.n + 0.25 * m.f + 0.1 * m.phone::int + 0.05 * m.area::int
      + 0.05 * m.spot::int + 0.05 * m.size::int)::numeric, 2)) AS score,
    array_remove(ARRAY['similar_name',
      CASE WHEN m.f >= 0.8 THEN 'same_father_name' WHEN m.f >= 0.5 THEN 'similar_father_name' END,
      CASE WHEN m.phone THEN 'same_phone' END, CASE WHEN m.area THEN 'same_area' END,
      CASE WHEN m.spot THEN 'same_spot' END, CASE WHEN m.size THEN 'same_household_size' END], NULL) AS reasons,
    CASE WHEN a.id < b.id THEN a.updated_at ELSE b.updated_at END AS a_version,
    CASE WHEN a.id < b.id THEN b.updated_at ELSE a.updated_at END AS b_version
  FROM ${cand} JOIN people a ON a.id = c.x JOIN people b ON b.id = c.y
  CROSS JOIN LATERAL (SELECT similarity(a.name_key, b.name_key) AS n,
      similarity(a.father_name_key, b.father_name_key) AS f,
      coalesce(a.phone = b.phone OR a.phone = b.whatsapp_number OR a.whatsapp_number = b.phone
        OR a.whatsapp_number = b.whatsapp_number, false) AS phone,
      lower(btrim(a.area_name)) = lower(btrim(b.area_name)) AS area,
      coalesce(${DISTANCE} <= ${SPOT_METRES}, false) AS spot,
      a.household_size = b.household_size AS size) m
  WHERE round((0.6 * m.n + 0.4 * m.f)::numeric, 2) >= ${DUPLICATE_THRESHOLD}
     OR (m.phone AND m.n >= ${NAME_SIMILARITY_MIN})`;

/** Keeps pairs found (new ones open; an open one's score and reasons refreshed; decided ones kept). */
const UPSERT = (found: string, foundAt: string) => `
  INSERT INTO duplicate_pairs AS d (a, b, score, reasons, a_version, b_version, found_at)
  SELECT a, b, score, reasons, a_version, b_version, ${foundAt} FROM (${found}) f
  ON CONFLICT (a, b) DO UPDATE SET score = excluded.score, reasons = excluded.reasons,
    found_at = excluded.found_at
  WHERE d.status = 'open'`;

/** The blocking keys of `people p` as rows `k` (a missing WhatsApp number null, a key maybe twice). */
const KEYS = `unnest(person_duplicate_keys(p.ward_no, p.area_name, p.name_key, p.father_name_key, p.phone,
  p.whatsapp_number))`;

/** The person's blocking keys, from its row (after a save). */
export async function refreshKeys(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM duplicate_keys WHERE person_id = $1', [id]);
  await tx.query(
    `INSERT INTO duplicate_keys (person_id, key) SELECT p.id, k FROM people p, ${KEYS} k
     WHERE p.id = $1 AND k IS NOT NULL ON CONFLICT DO NOTHING`,
    [id],
  );
}

/**
 * One person's pairs after a save: its keys, its pairs found again (new ones open), and its open
 * pairs no longer found deleted. Returns the people whose possible_duplicate may have changed
 * (the person, its partners old and new).
 */
export async function refreshPairsOf(tx: Queryable, id: string): Promise<string[]> {
  await refreshKeys(tx, id);
  const found = await tx.query<{ other: string }>(
    `WITH mine AS (SELECT key FROM duplicate_keys WHERE person_id = $1),
     usable AS (SELECT m.key FROM mine m
       WHERE (SELECT count(*) FROM (SELECT 1 FROM duplicate_keys k WHERE k.key = m.key
         LIMIT ${KEY_HOLDERS_MAX + 1}) h) <= ${KEY_HOLDERS_MAX}),
     c AS (SELECT DISTINCT $1::uuid AS x, k.person_id AS y FROM usable u
       JOIN duplicate_keys k ON k.key = u.key AND k.person_id <> $1::uuid),
     kept AS (${UPSERT(SCORED('c'), 'clock_timestamp()')} RETURNING CASE WHEN d.a = $1::uuid THEN d.b ELSE d.a END AS other)
     SELECT other FROM kept`,
    [id],
  );
  const matched = found.map((r) => r.other);
  // Pairs no longer found; a pair the upsert did not touch (a decided one) stays.
  const dropped = await tx.query<{ other: string }>(
    `DELETE FROM duplicate_pairs WHERE status = 'open' AND (a = $1 OR b = $1)
       AND NOT (CASE WHEN a = $1 THEN b ELSE a END = ANY ($2::uuid[]))
     RETURNING CASE WHEN a = $1 THEN b ELSE a END AS other`,
    [id, matched],
  );
  return [id, ...matched, ...dropped.map((r) => r.other)];
}

/** A deleted person's open pairs go; returns the partners (their flags may clear). */
export async function dropOpenPairsOf(tx: Queryable, id: string): Promise<string[]> {
  const rows = await tx.query<{ other: string }>(
    `DELETE FROM duplicate_pairs WHERE status = 'open' AND (a = $1 OR b = $1)
     RETURNING CASE WHEN a = $1 THEN b ELSE a END AS other`,
    [id],
  );
  return rows.map((r) => r.other);
}

/** An open pair of this person (either side), as SQL on `p`: possible_duplicate's definition. */
export const HAS_OPEN_PAIR = `(EXISTS (SELECT 1 FROM duplicate_pairs d WHERE d.a = p.id AND d.status = 'open')
  OR EXISTS (SELECT 1 FROM duplicate_pairs d WHERE d.b = p.id AND d.status = 'open'))`;

/** possible_duplicate of these people set from their open pairs (only rows that change written). */
export async function refreshDuplicateFlags(tx: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const bit = FLAG_BITS.possible_duplicate;
  await tx.query(
    `UPDATE people u SET flags = n.flags FROM (
       SELECT p.id, ((p.flags & ${~bit & 0x7fff}) | CASE WHEN ${HAS_OPEN_PAIR} THEN ${bit} ELSE 0 END)::smallint AS flags
       FROM people p WHERE p.id = ANY ($1::uuid[])
     ) n WHERE u.id = n.id AND u.flags <> n.flags`,
    [[...new Set(ids)]],
  );
}

/** Key ranges of the recompute: the 64-bit hash space cut into `parts` equal runs. */
export function keyRanges(parts: number): [bigint, bigint][] {
  const lo = -(2n ** 63n);
  const span = 2n ** 64n / BigInt(parts);
  return Array.from({ length: parts }, (_, i) => {
    const from = lo + span * BigInt(i);
    const to = i === parts - 1 ? 2n ** 63n - 1n : from + span - 1n;
    return [from, to];
  });
}

/** The recompute's first step: every person's keys, rebuilt. */
export async function rebuildKeys(tx: Queryable): Promise<void> {
  await tx.query('TRUNCATE duplicate_keys');
  await tx.query(
    `INSERT INTO duplicate_keys (person_id, key) SELECT p.id, k FROM people p, ${KEYS} k
     WHERE k IS NOT NULL ON CONFLICT DO NOTHING`,
  );
}

/** The recompute's start on the database's clock: the pairs it finds are stamped from then on. */
export async function pairsPassStart(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  return row!.now;
}

/**
 * The pairs of the keys in [from, to] (one statement: the couples that share a usable key of the
 * range, scored, kept). Returns how many pairs were found.
 */
export async function findPairsInRange(tx: Queryable, from: bigint, to: bigint, foundAt: Date): Promise<number> {
  await lockPairs(tx);
  const rows = await tx.query<{ n: number }>(
    `WITH k AS (SELECT key, person_id FROM duplicate_keys WHERE key BETWEEN $1::bigint AND $2::bigint),
     usable AS (SELECT key FROM k GROUP BY key HAVING count(*) BETWEEN 2 AND ${KEY_HOLDERS_MAX}),
     c AS (SELECT DISTINCT k1.person_id AS x, k2.person_id AS y
       FROM usable u JOIN k k1 ON k1.key = u.key JOIN k k2 ON k2.key = u.key AND k2.person_id > k1.person_id),
     kept AS (${UPSERT(SCORED('c'), '$3::timestamptz')} RETURNING 1)
     SELECT count(*)::int AS n FROM kept`,
    [from.toString(), to.toString(), foundAt],
  );
  return rows[0]?.n ?? 0;
}

/** After a recompute: the open pairs it did not find again (their people changed or went). */
export async function dropPairsNotFound(tx: Queryable, foundAt: Date): Promise<number> {
  await lockPairs(tx);
  const rows = await tx.query(
    `DELETE FROM duplicate_pairs WHERE status = 'open' AND found_at < $1 RETURNING 1`,
    [foundAt],
  );
  return rows.length;
}

export interface PairFilter {
  status: DuplicatePairStatus;
  wardNo?: string;
  /** A supervisor's wards: only pairs whose two people are both in them. */
  wards?: string[];
}

/** A person's updated_at as the version tokens spell it (microseconds, UTC). */
const STAMP = (t: string) => `to_char(${t}.updated_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;
/** The version token of pair `d` as read: both records' stamps ('-' for one that is gone). */
const VERSION = `coalesce((SELECT ${STAMP('x')} FROM people x WHERE x.id = d.a), '-') || '.'
  || coalesce((SELECT ${STAMP('x')} FROM people x WHERE x.id = d.b), '-')`;

function filterSql(f: PairFilter, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  const and = [`d.status = ${add(f.status)}`];
  // An open pair shows only while both its people are there (a deletion's upkeep follows).
  if (f.status === 'open' || f.wardNo !== undefined || f.wards)
    and.push('pa.id IS NOT NULL', 'pb.id IS NOT NULL');
  if (f.wardNo !== undefined) {
    const w = add(f.wardNo);
    and.push(`(pa.ward_no = ${w} OR pb.ward_no = ${w})`);
  }
  if (f.wards) {
    const w = add(f.wards);
    and.push(`pa.ward_no = ANY (${w}::text[]) AND pb.ward_no = ANY (${w}::text[])`);
  }
  return and.join(' AND ');
}

const FROM_PAIRS = `FROM duplicate_pairs d LEFT JOIN people pa ON pa.id = d.a LEFT JOIN people pb ON pb.id = d.b`;

export async function listPairs(
  db: Queryable,
  f: PairFilter,
  page: number,
  pageSize: number,
): Promise<{ items: DuplicatePair[]; total: number }> {
  const params: unknown[] = [];
  const where = filterSql(f, params);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM_PAIRS} WHERE ${where}`, params);
  const order = f.status === 'open' ? 'd.score DESC, d.id' : 'd.decided_at DESC NULLS LAST, d.id';
  // The page's pairs first (from duplicate_pairs_open_idx, in order), then their people in one
  // pass, each person's JSON built once.
  const rows = await db.query<{ pair: DuplicatePair }>(
    `WITH d AS (SELECT d.* ${FROM_PAIRS} WHERE ${where} ORDER BY ${order}
                LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}),
     ppl AS (SELECT t.id, row_to_json(t) AS person FROM (SELECT ${PERSON_COLUMNS}
       FROM people p LEFT JOIN ${CREATORS} u ON u.id = p.created_by
       WHERE p.id IN (SELECT a FROM d UNION SELECT b FROM d)) t)
     SELECT json_build_object('id', d.id, 'score', d.score::float8, 'reasons', d.reasons, 'status', d.status,
       'a', pa.person, 'b', pb.person, 'version', ${VERSION},
       'decidedBy', CASE WHEN d.decided_at IS NOT NULL THEN json_build_object('id', d.decided_by, 'name', d.decided_by_name) END,
       'decidedAt', d.decided_at, 'comment', d.comment) AS pair
     FROM d LEFT JOIN ppl pa ON pa.id = d.a LEFT JOIN ppl pb ON pb.id = d.b
     ORDER BY ${order}`,
    params,
  );
  return { items: rows.map((r) => r.pair), total: count?.n ?? 0 };
}

export interface PairRow {
  id: string;
  a: string;
  b: string;
  status: DuplicatePairStatus;
  aVersion: string;
  bVersion: string;
}

/** The pair, locked for a decision (FOR UPDATE), or undefined. */
export async function lockPair(tx: Queryable, id: string): Promise<PairRow | undefined> {
  const [row] = await tx.query<PairRow>(
    `SELECT id, a, b, status,
       to_char(a_version AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS "aVersion",
       to_char(b_version AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS "bVersion"
     FROM duplicate_pairs WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** The current version token of two people (VERSION's form), with both rows locked. */
export async function lockPeopleVersion(tx: Queryable, a: string, b: string): Promise<{ version: string; found: number }> {
  const rows = await tx.query<{ id: string; v: string }>(
    `SELECT id, ${STAMP('people')} AS v FROM people
     WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE`,
    [[a, b]],
  );
  const v = (id: string) => rows.find((r) => r.id === id)?.v ?? '-';
  return { version: `${v(a)}.${v(b)}`, found: rows.length };
}

export interface Decision {
  status: 'dismissed' | 'merged';
  by: { id: string | null; name: string };
  comment?: string | null;
}

export async function decidePair(tx: Queryable, id: string, d: Decision): Promise<void> {
  await tx.query(
    `UPDATE duplicate_pairs SET status = $2, decided_by = $3, decided_by_name = $4,
       decided_at = clock_timestamp(), comment = $5 WHERE id = $1`,
    [id, d.status, d.by.id, d.by.name, d.comment ?? null],
  );
}

/**
 * After `removed` was merged into `kept`: the other open pairs that named `removed` name `kept`,
 * or go when they would pair it with itself or repeat a pair it has. Returns the people whose
 * possible_duplicate may have changed.
 */
export async function repointPairs(tx: Queryable, removed: string, kept: string): Promise<string[]> {
  const gone = await tx.query<{ other: string }>(
    `DELETE FROM duplicate_pairs d WHERE d.status = 'open' AND (d.a = $1 OR d.b = $1)
       AND (CASE WHEN d.a = $1 THEN d.b ELSE d.a END = $2 OR EXISTS (SELECT 1 FROM duplicate_pairs e
         WHERE e.a = least($2::uuid, CASE WHEN d.a = $1 THEN d.b ELSE d.a END)
           AND e.b = greatest($2::uuid, CASE WHEN d.a = $1 THEN d.b ELSE d.a END)))
     RETURNING CASE WHEN d.a = $1 THEN d.b ELSE d.a END AS other`,
    [removed, kept],
  );
  const moved = await tx.query<{ other: string }>(
    `UPDATE duplicate_pairs d SET a = least($2::uuid, o.other), b = greatest($2::uuid, o.other)
     FROM (SELECT id, CASE WHEN a = $1 THEN b ELSE a END AS other FROM duplicate_pairs
           WHERE status = 'open' AND (a = $1 OR b = $1)) o
     WHERE d.id = o.id RETURNING o.other`,
    [removed, kept],
  );
  return [kept, ...gone.map((r) => r.other), ...moved.map((r) => r.other)];
}

/** The removed record's forwarding address (and any that pointed at it now point further). */
export async function recordMerged(tx: Queryable, removed: string, kept: string, pairId: string): Promise<void> {
  await tx.query('UPDATE merged_people SET merged_into = $2 WHERE merged_into = $1', [removed, kept]);
  await tx.query('INSERT INTO merged_people (id, merged_into, pair_id) VALUES ($1, $2, $3)', [removed, kept, pairId]);
}

/** Where a merged record went, or undefined. */
export async function mergedInto(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ into: string }>('SELECT merged_into AS into FROM merged_people WHERE id = $1', [id]);
  return row?.into;
}

/** Open pairs in all (the sidebar's count), within a supervisor's wards when given. */
export async function openPairCount(db: Queryable, wards?: string[]): Promise<number> {
  const params: unknown[] = [];
  const where = filterSql({ status: 'open', wards }, params);
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM_PAIRS} WHERE ${where}`, params);
  return row?.n ?? 0;
}
