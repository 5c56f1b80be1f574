/** A map view as the API takes it: `minLon,minLat,maxLon,maxLat`, clamped to the world. */
export interface MapView {
  bbox: string;
  zoom: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
/** 5 decimals (about a metre): a tiny pan that moves no cell does not make a new request key. */
const round = (v: number) => Math.round(v * 1e5) / 1e5;

export function mapView(
  west: number,
  south: number,
  east: number,
  north: number,
  zoom: number,
): MapView {
  const w = round(clamp(west, -180, 180));
  const e = round(clamp(east, -180, 180));
  const s = round(clamp(south, -90, 90));
  const n = round(clamp(north, -90, 90));
  // A box narrower than the API's rule (min below max) only at the world's edge: widen it.
  const bbox = [w, s, e > w ? e : Math.min(180, w + 1e-5), n > s ? n : Math.min(90, s + 1e-5)].join(
    ',',
  );
  return { bbox, zoom: clamp(Math.round(zoom), 0, 22) };
}

/** The whole world at zoom 2: the first request, whose answer the map then fits. */
export const WORLD: MapView = { bbox: '-180,-85,180,85', zoom: 2 };

/** A cluster's circle grows with the log of its count: 28 px for 2, about 60 px for 100,000. */
export const clusterSize = (count: number) => Math.round(24 + 7 * Math.log10(Math.max(1, count)));
