import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MapTiles,
  PeopleMap,
  PeopleMapExtent,
  PeopleMapExtentQuery,
  PeopleMapQuery,
  Report,
  ReportsQuery,
} from '@hr/contracts';
import { queryValidatorCompiler } from '../../lib/query-validator';
import { buildPeopleMap, buildPeopleMapExtent } from '../../services/people-map';
import { buildReport } from '../../services/reports';
import { filteredScope, requireWardInScope, scopeOf } from '../../services/ward-scope';
import type { FastifyRequest } from 'fastify';

/** Counts by ward, religion, caste, collector or period, and the households on a map (issue 29). */
const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Aggregates only: an API token may read them, like the dashboard's counts (plugins/auth.ts).
  // A supervisor reads their wards' (an explicit ward outside them: 403 OUTSIDE_SCOPE).
  const config = { apiToken: 'read', supervisor: 'scoped' } as const;
  const { timeZone } = app.config;
  const scopeFor = async (
    request: FastifyRequest,
    query: { wardNo?: string; supervisorId?: string },
  ) => {
    const scope = scopeOf(request);
    requireWardInScope(scope, query.wardNo);
    return filteredScope(app.db, scope, query.supervisorId);
  };

  app.get(
    '/reports',
    {
      config,
      schema: {
        summary: 'Households and people by ward, area, religion, caste, collector, day or month',
        operationId: 'getReport',
        querystring: ReportsQuery,
        response: { 200: Report },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request) =>
      buildReport(app.db, request.query, timeZone, await scopeFor(request, request.query)),
  );

  app.get(
    '/people/map',
    {
      config,
      schema: {
        summary: 'The households with a location inside a box, clustered on a grid by zoom',
        operationId: 'getPeopleMap',
        querystring: PeopleMapQuery,
        response: { 200: PeopleMap },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request) =>
      buildPeopleMap(app.db, request.query, timeZone, await scopeFor(request, request.query)),
  );

  app.get(
    '/people/map/extent',
    {
      config,
      schema: {
        summary: 'Where the households with a location are: the map fits its first view to it',
        operationId: 'getPeopleMapExtent',
        querystring: PeopleMapExtentQuery,
        response: { 200: PeopleMapExtent },
      },
      validatorCompiler: queryValidatorCompiler,
    },
    async (request) =>
      buildPeopleMapExtent(app.db, request.query, timeZone, await scopeFor(request, request.query)),
  );

  // Office accounts only (a token has no map to draw); the page reads it once.
  const tiles = {
    summary: "The map page's base map tiles and their attribution",
    operationId: 'getMapTiles',
    response: { 200: MapTiles },
  };
  app.get('/people/map/tiles', { config: { supervisor: 'scoped' }, schema: tiles }, async () => {
    const { tileUrl, attribution, attributionUrl } = app.config.map;
    return { url: tileUrl, attribution, attributionUrl };
  });
};

export default reportsRoutes;
