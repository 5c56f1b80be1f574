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

/** The households of the given cells (same grid and filters), as map points. */
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
    `SELECT p.id, p.gps_lat AS lat, p.gps_lon AS lon, p.name, p.ward_no AS "wardNo"
     FROM people p
     WHERE ${where} AND (floor(p.gps_lon / ${size}), floor(p.gps_lat / ${size})) IN
       (SELECT * FROM unnest(${cx}::float8[], ${cy}::float8[]))
     ORDER BY p.created_at DESC, p.id DESC`,
    params.values,
  );
}
