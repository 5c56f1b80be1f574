import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@hr/api';
import { queryKeys } from '@hr/api/query';
import type {
  MapTiles,
  PeopleMap,
  PeopleMapExtent,
  PeopleMapExtentQuery,
  PeopleMapQuery,
  Person,
} from '@hr/contracts';

/** GET /admin/people/map: the households in a box, clustered for a zoom. */
export async function getPeopleMap(params: PeopleMapQuery): Promise<PeopleMap> {
  const { data } = await api.get<PeopleMap>('/admin/people/map', { params });
  return data;
}

/** Panning keeps the last households on the map until the box's own arrive. */
export const peopleMapQueryOptions = (params: PeopleMapQuery) =>
  queryOptions({
    queryKey: queryKeys.people.map(params),
    queryFn: () => getPeopleMap(params),
    placeholderData: keepPreviousData,
  });

/** GET /admin/people/map/extent: where the households are, one cheap query before any cluster. */
export async function getPeopleMapExtent(params: PeopleMapExtentQuery): Promise<PeopleMapExtent> {
  const { data } = await api.get<PeopleMapExtent>('/admin/people/map/extent', { params });
  return data;
}

export const peopleMapExtentQueryOptions = (params: PeopleMapExtentQuery) =>
  queryOptions({
    queryKey: queryKeys.people.mapExtent(params),
    queryFn: () => getPeopleMapExtent(params),
  });

/** GET /admin/people/map/tiles: the base map's tile address and its credit (MAP_TILE_URL). */
export async function getMapTiles(): Promise<MapTiles> {
  const { data } = await api.get<MapTiles>('/admin/people/map/tiles');
  return data;
}

export const mapTilesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mapTiles.all, queryFn: getMapTiles, staleTime: Infinity });

/** GET /admin/people/:id (logged as person.viewed): a point's full record for its details. */
export async function getPerson(id: string): Promise<Person> {
  const { data } = await api.get<Person>(`/admin/people/${id}`);
  return data;
}
