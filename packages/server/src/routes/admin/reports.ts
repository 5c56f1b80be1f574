import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MapTiles,
  PeopleMap,
  PeopleMapExtent,
  PeopleMapExtentQuery,
  PeopleMapQuery,
  Report,
  type ReportFilters,
  ReportsQuery,
} from '@hr/contracts';
import type { TSchema } from 'typebox';
import type { ReadDb } from '../../db';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { buildPeopleMap, buildPeopleMapExtent } from '../../services/people-map';
import { buildReport } from '../../services/reports';
import { filteredScope, requireWardInScope, scopeOf } from '../../services/ward-scope';
import type { FastifyRequest } from 'fastify';

/** Counts by ward, religion, caste, collector or period, and the households on a map (issue 29). */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Aggregates only: an API token may read them, like the dashboard's counts (plugins/auth.ts).
  // A supervisor reads their wards' (an explicit ward outside them: 403 OUTSIDE_SCOPE).
  // Counts that may be a few seconds old: a replica's (docs/deploy.md).
  const config = { apiToken: 'read', supervisor: 'scoped', reads: 'replica' } as const;
  const { timeZone } = app.config;
  const scopeFor = async (
    request: FastifyRequest,
    query: { wardNo?: string; supervisorId?: string },
  ) => {
    const scope = scopeOf(request);
    requireWardInScope(scope, query.wardNo);
    return filteredScope(app.db, scope, query.supervisorId);
  };

  // The reports and the map's two calls: filters in the query string, the caller's scope applied.
  const scopedRead = <Q extends ReportFilters, R>(
    url: string,
    schema: {
      summary: string;
      operationId: string;
      querystring: TSchema;
      response: { 200: TSchema };
    },
    build: (db: ReadDb, query: Q, timeZone: string, wards?: string[]) => Promise<R>,
  ) =>
    app.get(url, { config, schema, validatorCompiler: queryValidatorCompiler }, async (request) => {
      const query = request.query as Q;
      return build(app.dbFor(request), query, timeZone, await scopeFor(request, query));
    });

  scopedRead(
    '/reports',
    {
      summary: 'Households and people by ward, area, religion, caste, collector, day or month',
      operationId: 'getReport',
      querystring: ReportsQuery,
      response: { 200: Report },
    },
    buildReport,
  );
  scopedRead(
    '/people/map',
    {
      summary: 'The households with a location inside a box, clustered on a grid by zoom',
      operationId: 'getPeopleMap',
      querystring: PeopleMapQuery,
      response: { 200: PeopleMap },
    },
    buildPeopleMap,
  );
  scopedRead(
    '/people/map/extent',
    {
      summary: 'Where the households with a location are: the map fits its first view to it',
      operationId: 'getPeopleMapExtent',
      querystring: PeopleMapExtentQuery,
      response: { 200: PeopleMapExtent },
    },
    buildPeopleMapExtent,
  );

  // Office accounts only (a token has no map to draw); the page reads it once.
  const tiles = {
    summary: "The map page's base map tiles and their attribution",
    operationId: 'getMapTiles',
    response: { 200: MapTiles },
  };
  // Reads no table: the configuration.
  const tilesConfig = { supervisor: 'scoped', reads: 'primary' } as const;
  app.get('/people/map/tiles', { config: tilesConfig, schema: tiles }, async () => {
    const { tileUrl, attribution, attributionUrl } = app.config.map;
    return { url: tileUrl, attribution, attributionUrl };
  });
};

export default reportsRoutes;
