import type { Queryable } from '../types';
import { HAS_OPEN_PAIR } from './duplicate-pairs';
import { FLAG_BITS } from './people-flags';

/**
 * The quality flags' SQL (issue 30; services/quality.ts decides when each runs). All three
 * location flags are computed by one UPDATE over a scope of people, writing only rows whose flags
 * change; possible_duplicate is "has an open duplicate pair" (duplicate-pairs.ts).
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
 * possible_duplicate as "has an open pair" (the pairs found first: db/queries/duplicate-pairs.ts).
 */
export async function recomputeFlagsBatch(
  tx: Queryable,
  idFrom: string | null,
  idTo: string,
  farMetres: number,
): Promise<number> {
  const params: unknown[] = [farMetres, idTo];
  if (idFrom) params.push(idFrom);
  const rows = await tx.query<{ id: string }>(
    `UPDATE people u SET flags = n.flags FROM (
       SELECT p.id, (${NO_LOCATION} | ${FAR('$1')} | ${SAME_SPOT}
         | CASE WHEN ${HAS_OPEN_PAIR} THEN ${FLAG_BITS.possible_duplicate} ELSE 0 END)::smallint AS flags
       FROM people p LEFT JOIN ward_centres c ON c.ward_key = lower(p.ward_no)
       WHERE p.id <= $2::uuid ${idFrom ? 'AND p.id > $3::uuid' : ''}
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
