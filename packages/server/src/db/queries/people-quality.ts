import type { Db, Queryable } from '../types';
import { DUPLICATE_THRESHOLD, NAME_SIMILARITY_MIN } from './people-duplicates';
import { FLAG_BITS } from './people-flags';

/**
 * The quality flags' SQL (issue 30; services/quality.ts decides when each runs). All three
 * location flags are computed by one UPDATE over a scope of people, writing only rows whose flags
 * change; possible_duplicate is set by the callers from the duplicate search's own rule.
 */

/** Same-spot rule: this many households of one collector within SAME_SPOT_METRES and the window. */
export const SAME_SPOT_COUNT = 5;
export const SAME_SPOT_METRES = 30;
export const SAME_SPOT_WINDOW = '1 hour';
/** far_from_ward needs this many other located households in the ward. */
export const WARD_MIN_OTHERS = 10;

/**
 * Metres between the positions of rows `a` and `b` (their gps_lat/gps_lon): the equirectangular
 * approximation, well within a metre of the great-circle distance over a ward's few kilometres.
 */
const distance = (a: { lat: string; lon: string }, b: { lat: string; lon: string }) =>
  `6371008.8 * sqrt(power(radians(${b.lat} - ${a.lat}), 2)
     + power(cos(radians((${a.lat} + ${b.lat}) / 2)) * radians(${b.lon} - ${a.lon}), 2))`;
const at = (t: string) => ({ lat: `${t}.gps_lat`, lon: `${t}.gps_lon` });

const NO_LOCATION = `CASE WHEN p.gps_lat IS NULL THEN ${FLAG_BITS.no_location} ELSE 0 END`;
/** Against the ward's stored centre; `located` counts the household itself. */
const FAR = (farParam: string) => `CASE WHEN p.gps_lat IS NOT NULL AND c.located > ${WARD_MIN_OTHERS}
  AND ${distance(at('p'), { lat: 'c.lat', lon: 'c.lon' })} > ${farParam}::float8
  THEN ${FLAG_BITS.far_from_ward} ELSE 0 END`;
/** The collector's located households saved within the window of this one, itself included. */
const SAME_SPOT = `CASE WHEN p.gps_lat IS NOT NULL AND (SELECT count(*) FROM people g
    WHERE g.created_by = p.created_by
      AND g.created_at BETWEEN p.created_at - interval '${SAME_SPOT_WINDOW}' AND p.created_at + interval '${SAME_SPOT_WINDOW}'
      AND g.gps_lat IS NOT NULL AND ${distance(at('p'), at('g'))} <= ${SAME_SPOT_METRES}) >= ${SAME_SPOT_COUNT}
  THEN ${FLAG_BITS.same_spot} ELSE 0 END`;

export type LocationScope =
  | { ids: string[] }
  | { wardKey: string }
  | { createdBy: string; from: string | Date; to: string | Date }
  | { idFrom: string | null; idTo: string };

export interface LocationFlags {
  noLocation?: boolean;
  far?: boolean;
  sameSpot?: boolean;
}

/**
 * Recomputes the chosen location flags of the people in `scope`; the others are kept. Returns how
 * many rows changed. A collector scope covers the households saved between `from` and `to`.
 */
export async function refreshLocationFlags(
  db: Queryable,
  scope: LocationScope,
  which: LocationFlags,
  farMetres: number,
): Promise<number> {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  let where: string;
  if ('ids' in scope) where = `p.id = ANY (${add(scope.ids)}::uuid[])`;
  else if ('wardKey' in scope) where = `lower(p.ward_no) = ${add(scope.wardKey)} AND p.gps_lat IS NOT NULL`;
  else if ('createdBy' in scope)
    where = `p.created_by = ${add(scope.createdBy)}::uuid AND p.created_at BETWEEN ${add(scope.from)}::timestamptz AND ${add(scope.to)}::timestamptz`;
  else
    where = `${scope.idFrom ? `p.id > ${add(scope.idFrom)}::uuid AND ` : ''}p.id <= ${add(scope.idTo)}::uuid`;
  const chosen: [boolean | undefined, number, () => string][] = [
    [which.noLocation, FLAG_BITS.no_location, () => NO_LOCATION],
    [which.far, FLAG_BITS.far_from_ward, () => FAR(add(farMetres))],
    [which.sameSpot, FLAG_BITS.same_spot, () => SAME_SPOT],
  ];
  let mask = 0;
  const parts: string[] = [];
  for (const [on, bit, sql] of chosen) {
    if (!on) continue;
    mask |= bit;
    parts.push(sql());
  }
  if (mask === 0) return 0;
  const rows = await db.query<{ id: string }>(
    `UPDATE people u SET flags = n.flags FROM (
       SELECT p.id, ((p.flags & ${~mask & 0x7fff}) | ${parts.join(' | ')})::smallint AS flags
       FROM people p LEFT JOIN ward_centres c ON c.ward_key = lower(p.ward_no)
       WHERE ${where}
     ) n WHERE u.id = n.id AND u.flags <> n.flags RETURNING u.id`,
    params,
  );
  return rows.length;
}

/**
 * After a save: the ward's count of saves since its centre was computed goes up by one, and when
 * the ward is small (below `smallBelow` located households) or those saves reach 2 % of it, the
 * median is computed again (one range of people_ward_location_idx). True when it was.
 */
export async function touchWardCentre(db: Queryable, wardKey: string, smallBelow: number): Promise<boolean> {
  const [row] = await db.query<{ recompute: boolean }>(
    `INSERT INTO ward_centres AS w (ward_key, located, changes) VALUES ($1, 0, 1)
     ON CONFLICT (ward_key) DO UPDATE SET changes = w.changes + 1
     RETURNING w.located < $2 OR w.changes * 50 >= w.located AS recompute`,
    [wardKey, smallBelow],
  );
  if (!row?.recompute) return false;
  await computeWardCentres(db, wardKey);
  return true;
}

/** The median position and count of the ward's (or, without a key, every ward's) located households. */
export async function computeWardCentres(db: Queryable, wardKey?: string): Promise<void> {
  const median = `percentile_cont(0.5) WITHIN GROUP (ORDER BY p.gps_lat) AS lat,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY p.gps_lon) AS lon, count(*)::int AS located, 0 AS changes`;
  const upsert = `ON CONFLICT (ward_key) DO UPDATE SET lat = excluded.lat, lon = excluded.lon,
    located = excluded.located, changes = 0`;
  if (wardKey === undefined) {
    await db.query('DELETE FROM ward_centres');
    await db.query(
      `INSERT INTO ward_centres AS w (ward_key, lat, lon, located, changes)
       SELECT lower(p.ward_no), ${median} FROM people p WHERE p.gps_lat IS NOT NULL GROUP BY 1 ${upsert}`,
    );
    return;
  }
  // An aggregate without GROUP BY is one row, also for a ward with nobody located (count 0).
  await db.query(
    `INSERT INTO ward_centres AS w (ward_key, lat, lon, located, changes)
     SELECT $1::text, ${median} FROM people p WHERE p.gps_lat IS NOT NULL AND lower(p.ward_no) = $1 ${upsert}`,
    [wardKey],
  );
}

export interface DuplicateKey {
  name: string;
  fatherName: string;
  wardNo: string;
}

/**
 * The people the duplicate search (db/queries/people-duplicates.ts, same score and threshold)
 * matches with these values, in their ward, other than `excludeId`: all of them, not the first 5.
 * Inside a transaction (`tx`).
 */
export async function duplicatePartners(
  tx: Queryable,
  kind: Db['kind'],
  key: DuplicateKey,
  excludeId: string,
): Promise<string[]> {
  const run = (q: Queryable, pglite: boolean) =>
    q.query<{ id: string }>(
      `SELECT p.id FROM people p
       WHERE lower(p.ward_no) = lower($3)
         AND ${pglite ? `similarity(p.name_key, person_name_key($1)) >= ${NAME_SIMILARITY_MIN}` : 'p.name_key % person_name_key($1)'}
         AND p.id <> $4::uuid
         AND round((0.6 * similarity(p.name_key, person_name_key($1))
                  + 0.4 * similarity(p.father_name_key, person_name_key($2)))::numeric, 2) >= $5`,
      [key.name, key.fatherName, key.wardNo, excludeId, DUPLICATE_THRESHOLD],
    );
  if (kind === 'pglite') return (await run(tx, true)).map((r) => r.id);
  // PostgreSQL: the `%` index condition with its threshold raised for the caller's transaction
  // (SET LOCAL: it ends with it), as the duplicate search does.
  await tx.query(`SET LOCAL pg_trgm.similarity_threshold = ${NAME_SIMILARITY_MIN}`);
  return (await run(tx, false)).map((r) => r.id);
}

/**
 * Of the people `ids`, those matched by one of `others` (same ward, the search's score): they keep
 * their flag without a search of their own. The score alone decides, as in the search (a score of
 * 0.65 implies a name similarity above NAME_SIMILARITY_MIN).
 */
export async function matchedAmong(tx: Queryable, ids: string[], others: string[]): Promise<string[]> {
  if (ids.length === 0 || others.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT DISTINCT a.id FROM people a JOIN people b
       ON b.id = ANY ($2::uuid[]) AND b.id <> a.id AND lower(b.ward_no) = lower(a.ward_no)
     WHERE a.id = ANY ($1::uuid[])
       AND round((0.6 * similarity(a.name_key, b.name_key)
                + 0.4 * similarity(a.father_name_key, b.father_name_key))::numeric, 2) >= $3`,
    [ids, others, DUPLICATE_THRESHOLD],
  );
  return rows.map((r) => r.id);
}

/** Sets or clears possible_duplicate on these people (only rows that change are written). */
export async function setDuplicateFlag(db: Queryable, ids: string[], on: boolean): Promise<void> {
  if (ids.length === 0) return;
  const bit = FLAG_BITS.possible_duplicate;
  await db.query(
    on
      ? `UPDATE people SET flags = (flags | ${bit})::smallint WHERE id = ANY ($1::uuid[]) AND flags & ${bit} = 0`
      : `UPDATE people SET flags = (flags & ${~bit & 0x7fff})::smallint WHERE id = ANY ($1::uuid[]) AND flags & ${bit} <> 0`,
    [ids],
  );
}

/** A person's values the flags depend on (for the people an edit or a deletion affects). */
export interface QualityRow {
  id: string;
  name: string;
  fatherName: string;
  wardNo: string;
  located: boolean;
  createdBy: string;
  createdAt: string | Date;
  /** Flagged possible_duplicate: it had a match (none had it as theirs otherwise: the rule is symmetric). */
  duplicate: boolean;
}

export async function qualityRow(db: Queryable, id: string): Promise<QualityRow | undefined> {
  const [row] = await db.query<QualityRow>(
    `SELECT id, name, father_name AS "fatherName", ward_no AS "wardNo", gps_lat IS NOT NULL AS located,
            created_by AS "createdBy", created_at AS "createdAt",
            flags & ${FLAG_BITS.possible_duplicate} <> 0 AS duplicate
     FROM people WHERE id = $1`,
    [id],
  );
  return row;
}

/**
 * Every flag of the people with ids in (idFrom, idTo] (the recompute's batches), in one UPDATE:
 * the location flags as refreshLocationFlags computes them (ward_centres computed first), and
 * possible_duplicate as "the duplicate search finds someone": an EXISTS that stops at the first
 * match. A same-spelled name in the ward is looked up first, through RECOMPUTE_INDEX (one probe,
 * and the common case: at 1,000,000 demo people nearly every name has namesakes); only without
 * one is the ward searched through people_duplicates_idx (on PostgreSQL with the `%` condition,
 * whose threshold the caller's transaction raises; PGlite compares the ward's names one by one),
 * which costs 15-20 ms a person at that size (EXPLAIN ANALYZE, 27 Nov 2026).
 */
export async function recomputeFlagsBatch(
  tx: Queryable,
  kind: Db['kind'],
  idFrom: string | null,
  idTo: string,
  farMetres: number,
): Promise<number> {
  if (kind === 'postgres') await tx.query(`SET LOCAL pg_trgm.similarity_threshold = ${NAME_SIMILARITY_MIN}`);
  const nameMatch =
    kind === 'pglite' ? `similarity(q.name_key, p.name_key) >= ${NAME_SIMILARITY_MIN}` : 'q.name_key % p.name_key';
  const params: unknown[] = [farMetres, idTo, DUPLICATE_THRESHOLD];
  if (idFrom) params.push(idFrom);
  const rows = await tx.query<{ id: string }>(
    `UPDATE people u SET flags = n.flags FROM (
       SELECT p.id, (${NO_LOCATION} | ${FAR('$1')} | ${SAME_SPOT}
         | CASE WHEN EXISTS (SELECT 1 FROM people q
             WHERE lower(q.ward_no) = lower(p.ward_no) AND q.name_key = p.name_key AND q.id <> p.id
               AND round((0.6 * similarity(q.name_key, p.name_key)
                        + 0.4 * similarity(q.father_name_key, p.father_name_key))::numeric, 2) >= $3)
           OR EXISTS (SELECT 1 FROM people q
             WHERE lower(q.ward_no) = lower(p.ward_no) AND ${nameMatch} AND q.id <> p.id
               AND round((0.6 * similarity(q.name_key, p.name_key)
                        + 0.4 * similarity(q.father_name_key, p.father_name_key))::numeric, 2) >= $3)
           THEN ${FLAG_BITS.possible_duplicate} ELSE 0 END)::smallint AS flags
       FROM people p LEFT JOIN ward_centres c ON c.ward_key = lower(p.ward_no)
       WHERE p.id <= $2::uuid ${idFrom ? 'AND p.id > $4::uuid' : ''}
     ) n WHERE u.id = n.id AND u.flags <> n.flags RETURNING u.id`,
    params,
  );
  return rows.length;
}

/** The last id of each run of `size` people in id order (the recompute's batch ends), and the count. */
export async function batchEnds(db: Queryable, size: number): Promise<{ ends: string[]; total: number }> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n,
                            count(*) OVER () AS total FROM people) x
     WHERE n % $1 = 0 OR n = total ORDER BY id`,
    [size],
  );
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
  return { ends: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/**
 * (ward, name key) for the recompute's namesake probes: built when it starts, dropped when it
 * ends (a save needs no such index: its search is the trigram one). Building it at 1,000,000
 * people takes seconds, during which writes to people wait on PostgreSQL.
 */
const RECOMPUTE_INDEX = 'people_name_key_recompute_idx';

export async function createRecomputeIndex(db: Queryable): Promise<void> {
  await db.query(`CREATE INDEX IF NOT EXISTS ${RECOMPUTE_INDEX} ON people (lower(ward_no), name_key)`);
}

export async function dropRecomputeIndex(db: Queryable): Promise<void> {
  await db.query(`DROP INDEX IF EXISTS ${RECOMPUTE_INDEX}`);
}
