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

/**
 * Where the map opens: the view last looked at in this browser tab (`kept`), else the households'
 * extent fitted to the map's size (`extent`), else the whole world (no household has a location).
 * Either way the map's first move is its one first request: no whole-world cluster call.
 */
export type MapStart =
  | { kept: { lat: number; lon: number; zoom: number } }
  | { extent: [number, number, number, number] | null };

const KEPT_VIEW = 'hr.map.view';

/** The view last shown in this tab (sessionStorage: gone with the tab), if any and well formed. */
export function keptView(): { lat: number; lon: number; zoom: number } | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEPT_VIEW) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { lat, lon, zoom } = value as Record<string, unknown>;
    const ok = [lat, lon, zoom].every((v) => typeof v === 'number' && Number.isFinite(v));
    return ok ? { lat: lat as number, lon: lon as number, zoom: zoom as number } : undefined;
  } catch {
    return undefined; // storage refused (a private window) or not JSON: start from the extent
  }
}

/** Keeps the view for the next visit of the page in this tab: its centre and zoom. */
export function keepView(view: MapView): void {
  const [w, s, e, n] = view.bbox.split(',').map(Number) as [number, number, number, number];
  try {
    sessionStorage.setItem(
      KEPT_VIEW,
      JSON.stringify({ lat: (s + n) / 2, lon: (w + e) / 2, zoom: view.zoom }),
    );
  } catch {
    // storage refused: the next visit fits the extent again
  }
}

/** A cluster's circle grows with the log of its count: 28 px for 2, about 60 px for 100,000. */
export const clusterSize = (count: number) => Math.round(24 + 7 * Math.log10(Math.max(1, count)));
