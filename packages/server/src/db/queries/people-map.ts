import type { MapPoint } from '@hr/contracts';
import type { Queryable } from '../types';
import { filterConditions, Params, type PeopleFilter } from './people-filters';

export interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface MapCell {
  cx: number;
  cy: number;
  count: number;
  lat: number;
  lon: number;
  /** The households' bounds (from the fine grid: its cells' edges, within 1/1024 degree). */
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

function boxConditions(box: Box, filter: PeopleFilter, params: Params): string {
  return (
    `p.gps_lat IS NOT NULL` +
    ` AND p.gps_lon BETWEEN ${params.add(box.minLon)}::float8 AND ${params.add(box.maxLon)}::float8` +
    ` AND p.gps_lat BETWEEN ${params.add(box.minLat)}::float8 AND ${params.add(box.maxLat)}::float8` +
    filterConditions(filter, params)
  );
}

/**
 * The located households in the box on a grid of `cell` degrees: per cell (column cx, row cy) its
 * count and mean position; one range of people_location_idx (migration 0012).
 */
export async function mapCells(
  db: Queryable,
  box: Box,
  cell: number,
  filter: PeopleFilter,
): Promise<MapCell[]> {
  const params = new Params();
  const size = `${params.add(cell)}::float8`;
  return db.query<MapCell>(
    `SELECT floor(p.gps_lon / ${size}) AS cx, floor(p.gps_lat / ${size}) AS cy, count(*)::int AS count,
            avg(p.gps_lat) AS lat, avg(p.gps_lon) AS lon, min(p.gps_lat) AS "minLat",
            min(p.gps_lon) AS "minLon", max(p.gps_lat) AS "maxLat", max(p.gps_lon) AS "maxLon"
     FROM people p WHERE ${boxConditions(box, filter, params)}
     GROUP BY 1, 2`,
    params.values,
  );
}

/** people_map_cells' grid (migration 0020): cells of 1/FINE degree. */
export const FINE = 1024;

/** Filters the fine grid can answer: its rows are per ward and religion only. */
export const gridCanAnswer = (f: PeopleFilter): boolean =>
  !f.from && !f.to && f.createdBy === undefined && f.reviewStatus === undefined && f.flag === undefined;

/**
 * mapCells' answer from people_map_cells (migration 0020) for a `cell` that is a whole power of two
 * of the fine grid's: the fine cells wholly inside the box are summed from their rows, and the
 * households of the box's edge (the strips of fine cells it cuts through) are read from people,
 * four narrow index ranges, so the counts and means are exactly those of the households in the
 * box. Undefined when the box holds no whole fine cell.
 */
export async function mapCellsFromGrid(
  db: Queryable,
  box: Box,
  cell: number,
  filter: PeopleFilter,
): Promise<MapCell[] | undefined> {
  const k = Math.round(cell * FINE);
  const gx0 = Math.ceil(box.minLon * FINE);
  const gx1 = Math.floor(box.maxLon * FINE) - 1;
  const gy0 = Math.ceil(box.minLat * FINE);
  const gy1 = Math.floor(box.maxLat * FINE) - 1;
  if (gx0 > gx1 || gy0 > gy1) return undefined;
  const grid = new Params();
  const cond = [
    `g.gx BETWEEN ${grid.add(gx0)}::int AND ${grid.add(gx1)}::int`,
    `g.gy BETWEEN ${grid.add(gy0)}::int AND ${grid.add(gy1)}::int`,
  ];
  if (filter.wardNo !== undefined) cond.push(`g.ward_no = ${grid.add(filter.wardNo)}::text`);
  if (filter.wards !== undefined) cond.push(`g.ward_no = ANY (${grid.add(filter.wards)}::text[])`);
  if (filter.religion !== undefined) cond.push(`g.religion = ${grid.add(filter.religion)}::text`);
  const kp = `${grid.add(k)}::int`;
  type Sums = Omit<MapCell, 'lat' | 'lon'> & { lat: number; lon: number };
  const inner = db.query<Sums>(
    `SELECT floor(g.gx::float8 / ${kp}) AS cx, floor(g.gy::float8 / ${kp}) AS cy, sum(g.count)::int AS count,
            sum(g.sum_lat) AS lat, sum(g.sum_lon) AS lon,
            min(g.gy)::float8 / ${FINE} AS "minLat", min(g.gx)::float8 / ${FINE} AS "minLon",
            (max(g.gy) + 1)::float8 / ${FINE} AS "maxLat", (max(g.gx) + 1)::float8 / ${FINE} AS "maxLon"
     FROM people_map_cells g WHERE ${cond.join(' AND ')} AND g.count > 0
     GROUP BY 1, 2`,
    grid.values,
  );
  // The edge: the box less its whole fine cells, as four strips (west, east, then south and north
  // between them), each one narrow range of an index.
  const edge = new Params();
  const size = `${edge.add(cell)}::float8`;
  const [w, e, s, n] = [gx0 / FINE, (gx1 + 1) / FINE, gy0 / FINE, (gy1 + 1) / FINE];
  const strips: Box[] = [
    { minLon: box.minLon, maxLon: w, minLat: box.minLat, maxLat: box.maxLat },
    { minLon: e, maxLon: box.maxLon, minLat: box.minLat, maxLat: box.maxLat },
    { minLon: w, maxLon: e, minLat: box.minLat, maxLat: s },
    { minLon: w, maxLon: e, minLat: n, maxLat: box.maxLat },
  ];
  // Half-open at the inner side (a household on the line belongs to the whole cell there).
  const stripSql = strips.map((b, i) => {
    const lon =
      i === 0 ? `p.gps_lon >= ${edge.add(b.minLon)}::float8 AND p.gps_lon < ${edge.add(b.maxLon)}::float8`
      : i === 1 ? `p.gps_lon >= ${edge.add(b.minLon)}::float8 AND p.gps_lon <= ${edge.add(b.maxLon)}::float8`
      : `p.gps_lon >= ${edge.add(b.minLon)}::float8 AND p.gps_lon < ${edge.add(b.maxLon)}::float8`;
    const lat =
      i < 2 ? `p.gps_lat BETWEEN ${edge.add(b.minLat)}::float8 AND ${edge.add(b.maxLat)}::float8`
      : i === 2 ? `p.gps_lat >= ${edge.add(b.minLat)}::float8 AND p.gps_lat < ${edge.add(b.maxLat)}::float8`
      : `p.gps_lat >= ${edge.add(b.minLat)}::float8 AND p.gps_lat <= ${edge.add(b.maxLat)}::float8`;
    return `SELECT p.gps_lat, p.gps_lon FROM people p
      WHERE p.gps_lat IS NOT NULL AND ${lon} AND ${lat}${filterConditions(filter, edge)}`;
  });
  const outer = db.query<Sums>(
    `SELECT floor(x.gps_lon / ${size}) AS cx, floor(x.gps_lat / ${size}) AS cy, count(*)::int AS count,
            sum(x.gps_lat) AS lat, sum(x.gps_lon) AS lon, min(x.gps_lat) AS "minLat",
            min(x.gps_lon) AS "minLon", max(x.gps_lat) AS "maxLat", max(x.gps_lon) AS "maxLon"
     FROM (${stripSql.join(' UNION ALL ')}) x GROUP BY 1, 2`,
    edge.values,
  );
  const cells = new Map<string, MapCell>();
  for (const r of [...(await inner), ...(await outer)]) {
    const key = `${r.cx},${r.cy}`;
    const c = cells.get(key) ?? {
      cx: Number(r.cx),
      cy: Number(r.cy),
      count: 0,
      lat: 0,
      lon: 0,
      minLat: Infinity,
      minLon: Infinity,
      maxLat: -Infinity,
      maxLon: -Infinity,
    };
    c.count += r.count;
    c.lat += Number(r.lat);
    c.lon += Number(r.lon);
    c.minLat = Math.min(c.minLat, Number(r.minLat));
    c.minLon = Math.min(c.minLon, Number(r.minLon));
    c.maxLat = Math.max(c.maxLat, Number(r.maxLat));
    c.maxLon = Math.max(c.maxLon, Number(r.maxLon));
    cells.set(key, c);
  }
  // Sums to means.
  return [...cells.values()].map((c) => ({ ...c, lat: c.lat / c.count, lon: c.lon / c.count }));
}

/**
 * [minLon, minLat, maxLon, maxLat] of the located households in the box that the filters keep,
 * or null: four ends of index ranges, as mapExtent.
 */
export async function boxExtent(
  db: Queryable,
  box: Box,
  filter: PeopleFilter,
): Promise<[number, number, number, number] | null> {
  const params = new Params();
  const where = boxConditions(box, filter, params);
  const [row] = await db.query<{ w: number | null; s: number; e: number; n: number }>(
    `SELECT (SELECT min(p.gps_lon) FROM people p WHERE ${where}) AS w,
            (SELECT min(p.gps_lat) FROM people p WHERE ${where}) AS s,
            (SELECT max(p.gps_lon) FROM people p WHERE ${where}) AS e,
            (SELECT max(p.gps_lat) FROM people p WHERE ${where}) AS n`,
    params.values,
  );
  return row?.w == null ? null : [row.w, row.s, row.e, row.n];
}

/**
 * [minLon, minLat, maxLon, maxLat] of the located households the filters keep, or null when
 * none: four ends of index ranges (people_location_idx, people_latitude_idx), not a pass over
 * the households, so the map can fit a district of a million before it asks for any cluster.
 */
export async function mapExtent(
  db: Queryable,
  filter: PeopleFilter,
): Promise<[number, number, number, number] | null> {
  const params = new Params();
  const where = `p.gps_lat IS NOT NULL${filterConditions(filter, params)}`;
  const [row] = await db.query<{ w: number | null; s: number; e: number; n: number }>(
    `SELECT min(p.gps_lon) AS w, min(p.gps_lat) AS s, max(p.gps_lon) AS e, max(p.gps_lat) AS n
     FROM people p WHERE ${where}`,
    params.values,
  );
  return row?.w == null ? null : [row.w, row.s, row.e, row.n];
}

/**
 * The households of the given cells (same grid and filters), as map points: per cell, one narrow
 * range of people_map_row_idx for each row of the fine grid it covers (migration 0020), not the
 * box's range.
 */
export async function mapPoints(
  db: Queryable,
  box: Box,
  cell: number,
  cells: { cx: number; cy: number }[],
  filter: PeopleFilter,
): Promise<MapPoint[]> {
  if (cells.length === 0) return [];
  const params = new Params();
  const size = `${params.add(cell)}::float8`;
  const where = boxConditions(box, filter, params);
  const cx = params.add(cells.map((c) => c.cx));
  const cy = params.add(cells.map((c) => c.cy));
  return db.query<MapPoint>(
    `SELECT q.id, q.lat, q.lon, q.name, q."wardNo" FROM unnest(${cx}::float8[], ${cy}::float8[]) AS c (cx, cy)
     CROSS JOIN LATERAL (
       SELECT p.id, p.gps_lat AS lat, p.gps_lon AS lon, p.name, p.ward_no AS "wardNo", p.created_at
       FROM people p
       WHERE floor(p.gps_lat * ${FINE})::int = ANY (ARRAY(SELECT generate_series(
           floor(c.cy * ${size} * ${FINE})::int, (ceil((c.cy + 1) * ${size} * ${FINE}) - 1)::int)))
         AND ${where}
         AND p.gps_lon >= c.cx * ${size} AND p.gps_lon < (c.cx + 1) * ${size}
         AND p.gps_lat >= c.cy * ${size} AND p.gps_lat < (c.cy + 1) * ${size}) q
     ORDER BY q.created_at DESC, q.id DESC`,
    params.values,
  );
}
