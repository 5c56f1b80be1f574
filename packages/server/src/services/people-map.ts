import {
  MAP_ITEMS_MAX,
  type PeopleMap,
  type PeopleMapExtent,
  type PeopleMapQuery,
  type ReportFilters,
} from '@hr/contracts';
import type { Queryable } from '../db';
import {
  boxExtent,
  FINE,
  gridCanAnswer,
  mapCells,
  mapCellsFromGrid,
  mapExtent,
  mapPoints,
  type Box,
} from '../db/queries/people-map';
import { invalidInput } from '../errors';
import { reportFilter } from './report-filter';

/** Grid cells per 256-pixel map tile at the zoom asked for: a cluster every 64 px at most. */
const CELLS_PER_TILE = 4;
/** Cells across the box's longer side at most, whatever the zoom: 41 x 41 cells < MAP_ITEMS_MAX. */
const CELLS_ACROSS_MAX = 40;
/** A cell of this many households or fewer shows them as points (more at street level). */
const pointsPerCell = (zoom: number) => (zoom >= 16 ? 50 : 5);

/**
 * The grid's cell: the least power of two of degrees (2^-10 is the fine grid's 1/1024) at least
 * `wanted`, so a coarse cell is a whole block of fine ones and floor(lon / cell) is exact.
 */
export const gridCell = (wanted: number): number => 2 ** Math.ceil(Math.log2(wanted));

const NUMBER = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** `minLon,minLat,maxLon,maxLat`, within the world and min below max, or a 400 naming bbox. */
export function parseBox(text: string): Box {
  const parts = text.split(',').map((s) => s.trim());
  const bad = () => invalidInput('bbox must be minLon,minLat,maxLon,maxLat in degrees');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) throw bad();
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  const inWorld = (lon: number, lat: number) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
  if (!inWorld(minLon, minLat) || !inWorld(maxLon, maxLat))
    throw invalidInput('bbox must lie within -180..180 and -90..90');
  if (minLon >= maxLon || minLat >= maxLat)
    throw invalidInput('bbox must have its minimum below its maximum');
  return { minLon, minLat, maxLon, maxLat };
}

/**
 * Server-side clustering on a grid (not k-means or supercluster: a GROUP BY over an index range
 * answers a whole district in one pass and needs no state between calls). The cell is a fixed
 * fraction of a tile at `zoom`, widened so the box is never more than CELLS_ACROSS_MAX cells
 * across; so one answer holds at most about 1,700 cells. The smallest cells become their
 * households as points while the answer stays within MAP_ITEMS_MAX items.
 */
export async function buildPeopleMap(
  db: Queryable,
  query: PeopleMapQuery,
  timeZone: string,
  wards?: string[],
): Promise<PeopleMap> {
  const box = parseBox(query.bbox);
  const filter = reportFilter(query, timeZone, wards);
  const span = Math.max(box.maxLon - box.minLon, box.maxLat - box.minLat);
  const cell = gridCell(Math.max(360 / 2 ** query.zoom / CELLS_PER_TILE, span / CELLS_ACROSS_MAX));
  // Cells of the fine grid or coarser, with filters it holds: summed from people_map_cells.
  const fromGrid =
    cell >= 1 / FINE && gridCanAnswer(filter) ? await mapCellsFromGrid(db, box, cell, filter) : undefined;
  const cells = fromGrid ?? (await mapCells(db, box, cell, filter));
  let budget = MAP_ITEMS_MAX - cells.length;
  const asPoints = new Set<(typeof cells)[number]>();
  for (const c of [...cells]
    .filter((c) => c.count <= pointsPerCell(query.zoom))
    .sort((a, b) => a.count - b.count)) {
    if (c.count - 1 > budget) break;
    budget -= c.count - 1;
    asPoints.add(c);
  }
  const points = await mapPoints(db, box, cell, [...asPoints], filter);
  const clusters = cells
    .filter((c) => !asPoints.has(c))
    .map(({ lat, lon, count, minLon, minLat, maxLon, maxLat }) => ({
      lat,
      lon,
      count,
      bounds: [minLon, minLat, maxLon, maxLat],
    }));
  // Exact (the grid's cell bounds are within 1/1024 degree): four ends of index ranges.
  const extent = cells.length === 0 ? null : await boxExtent(db, box, filter);
  return { clusters, points, extent };
}

/** Where the located households that the filters keep are: the map's first view fits it. */
export async function buildPeopleMapExtent(
  db: Queryable,
  query: ReportFilters,
  timeZone: string,
  wards?: string[],
): Promise<PeopleMapExtent> {
  return { extent: await mapExtent(db, reportFilter(query, timeZone, wards)) };
}
