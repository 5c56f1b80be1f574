import { Type, type Static } from 'typebox';
import { Id } from './common';
import { reviewFilters } from './people-search';
import { REPORT_GROUPS } from './constants';

export type ReportGroupBy = (typeof REPORT_GROUPS)[number];

/** A whole date, read in the server's TIME_ZONE (the office's day, not UTC's). */
const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
/** One exact value of a field; no control characters (the input guard refuses them too). */
const Value = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** The filters shared by the reports and the map: all optional, combined with AND. */
export const reportFilters = {
  /** First day included (YYYY-MM-DD). */
  from: Type.Optional(DateText),
  /** Last day included (YYYY-MM-DD). */
  to: Type.Optional(DateText),
  wardNo: Type.Optional(Value(50)),
  religion: Type.Optional(Value(100)),
  /** A collector's user id. */
  createdBy: Type.Optional(Id),
  /** Only the wards of this supervisor. */
  supervisorId: Type.Optional(Id),
  ...reviewFilters,
};
export const ReportFilters = Type.Object(reportFilters);
export type ReportFilters = Static<typeof ReportFilters>;

/** GET /admin/reports */
export const ReportsQuery = Type.Object({
  groupBy: Type.Enum([...REPORT_GROUPS]),
  ...reportFilters,
});
export type ReportsQuery = Static<typeof ReportsQuery>;

export const ReportGroup = Type.Object({
  /** Stable: the ward, area, religion or 'Religion / Caste' as written, a user id, a date or 'YYYY-MM'. */
  key: Type.String(),
  label: Type.String(),
  /** Records. */
  households: Type.Integer(),
  /** The households' sizes summed. */
  people: Type.Integer(),
});
export type ReportGroup = Static<typeof ReportGroup>;

export const Report = Type.Object({
  /** By households, most first, then label; by day or month oldest first, empty periods as 0. */
  groups: Type.Array(ReportGroup),
  total: Type.Object({ households: Type.Integer(), people: Type.Integer() }),
  /** Households among the total whose gpsLocation is not 'lat, lon' (empty, or an address). */
  withoutLocation: Type.Integer(),
});
export type Report = Static<typeof Report>;

/** GET /admin/people/map */
export const PeopleMapQuery = Type.Object({
  /** minLon,minLat,maxLon,maxLat in degrees (WGS 84), min below max. */
  bbox: Type.String({ minLength: 1, maxLength: 200 }),
  zoom: Type.Integer({ minimum: 0, maximum: 22 }),
  ...reportFilters,
});
export type PeopleMapQuery = Static<typeof PeopleMapQuery>;

export const MapCluster = Type.Object({
  /** The mean position of the households it stands for. */
  lat: Type.Number(),
  lon: Type.Number(),
  count: Type.Integer(),
  /**
   * [minLon, minLat, maxLon, maxLat] of those households: a click on the cluster fits the map to
   * it, so every one of them is in view at the closer zoom.
   */
  bounds: Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }),
});
export type MapCluster = Static<typeof MapCluster>;

export const MapPoint = Type.Object({
  id: Id,
  lat: Type.Number(),
  lon: Type.Number(),
  name: Type.String(),
  wardNo: Type.String(),
});
export type MapPoint = Static<typeof MapPoint>;

/**
 * The households with a location inside the box, on a grid of cells sized by the zoom: a cell
 * of few households gives them as points, any other a cluster. Cluster counts plus points are
 * every such household; never more than MAP_ITEMS_MAX items.
 */
export const PeopleMap = Type.Object({
  clusters: Type.Array(MapCluster),
  points: Type.Array(MapPoint),
  /**
   * [minLon, minLat, maxLon, maxLat] of those households (null when none): where a map opened on
   * the whole world should look.
   */
  extent: Type.Union([Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }), Type.Null()]),
});
export type PeopleMap = Static<typeof PeopleMap>;

/** GET /admin/people/map/extent: the reports' filters only. */
export const PeopleMapExtentQuery = Type.Object(reportFilters);
export type PeopleMapExtentQuery = Static<typeof PeopleMapExtentQuery>;

/** Where the households with a location are, for the map's first view (one cheap query). */
export const PeopleMapExtent = Type.Object({
  /** [minLon, minLat, maxLon, maxLat] of those households, null when there are none. */
  extent: Type.Union([Type.Array(Type.Number(), { minItems: 4, maxItems: 4 }), Type.Null()]),
});
export type PeopleMapExtent = Static<typeof PeopleMapExtent>;

/** GET /admin/people/map/tiles: where the map page's base map comes from (MAP_TILE_URL). */
export const MapTiles = Type.Object({
  /** A raster tile address template: {z}, {x}, {y} and optionally {s}. */
  url: Type.String(),
  /** Plain text, shown linked to attributionUrl as the tile server's terms require. */
  attribution: Type.String(),
  attributionUrl: Type.String(),
});
export type MapTiles = Static<typeof MapTiles>;
