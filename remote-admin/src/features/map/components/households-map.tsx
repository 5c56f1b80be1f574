import { useEffect, useRef } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import { tokens } from '@fluentui/react-theme';
import type { MapCluster, MapTiles, PeopleMap } from '@hr/contracts';
import { clusterSize, mapView, type MapStart, type MapView } from '../utils/map-box';

// Leaflet rather than MapLibre GL JS: raster tiles are plain <img> elements, so the content
// security policy only gains the tile server's origin under img-src (MapLibre needs blob: workers
// and connect-src for its tiles), it weighs about 42 KB gzip against about 220 KB, and its
// markers are keyboard buttons and its map pans and zooms with the keys out of the box.
// This module is its own chunk, fetched by the map page only.

/** Our markers' looks, in Fluent's colour variables so both themes follow. */
const MARKERS = `
.leaflet-container.hr-map { background: ${tokens.colorNeutralBackground3}; font: inherit;
  border-radius: ${tokens.borderRadiusMedium}; }
.leaflet-container.hr-map-plain { background: ${tokens.colorNeutralBackground2};
  outline: 1px solid ${tokens.colorNeutralStroke2}; }
.hr-map-cluster { display: flex; align-items: center; justify-content: center; border-radius: 50%;
  background: ${tokens.colorBrandBackground}; color: ${tokens.colorNeutralForegroundOnBrand};
  border: 3px solid ${tokens.colorNeutralBackground1}; box-shadow: ${tokens.shadow4};
  font-size: ${tokens.fontSizeBase200}; font-weight: ${tokens.fontWeightSemibold}; }
.hr-map-point { border-radius: 50%; background: ${tokens.colorPaletteRedBackground3};
  border: 2px solid ${tokens.colorNeutralBackground1}; box-shadow: ${tokens.shadow4}; }
.hr-map .leaflet-control-attribution { background: ${tokens.colorNeutralBackground1}; color: ${tokens.colorNeutralForeground2}; }
.hr-map .leaflet-control-attribution a { color: ${tokens.colorBrandForegroundLink}; }
.hr-map .leaflet-control-scale-line { background: ${tokens.colorNeutralBackground1}; color: ${tokens.colorNeutralForeground1}; border-color: ${tokens.colorNeutralStrokeAccessible}; }
.hr-map .leaflet-bar a { background: ${tokens.colorNeutralBackground1}; color: ${tokens.colorNeutralForeground1}; border-color: ${tokens.colorNeutralStroke2}; }
.hr-map-cluster:focus-visible, .hr-map-point:focus-visible { outline: 3px solid ${tokens.colorStrokeFocus2}; outline-offset: 2px; }
`;

let styled = false;
function addStyleSheet() {
  if (styled) return;
  const style = document.createElement('style');
  style.dataset.source = 'leaflet';
  style.textContent = `${leafletCss}\n${MARKERS}`;
  document.head.append(style);
  styled = true;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MAX_ZOOM = 19;

/** Leaflet's private parts of its scale control that ScaleBar uses. */
interface ScaleInternals {
  _mScale: HTMLElement;
  _getRoundNum(n: number): number;
  _updateScale(scale: HTMLElement, text: string, ratio: number): void;
}

/** The texts of the map's own controls, set by the page before the map is made. */
let distanceText: (meters: number) => string = (m) => `${m} m`;

/**
 * Leaflet's metric scale bar, its distance in the reader's words and numerals ('1 किमी',
 * '५०० मि.') rather than Leaflet's English 'km'.
 */
const ScaleBar = L.Control.Scale.extend({
  _updateMetric(this: ScaleInternals, maxMeters: number) {
    const meters = this._getRoundNum(maxMeters);
    this._updateScale(this._mScale, distanceText(meters), meters / maxMeters);
  },
}) as typeof L.Control.Scale;

/**
 * A cluster's click: the view that holds every one of its households (its bounds, with a
 * marker's room around them), at least a zoom closer. Its cell is a quarter of a tile or less at
 * the zoom it was made for, so the fitted zoom is always closer and splits it: a plain "two
 * zooms in" on its centre could leave some of them outside or still in one cluster.
 */
function zoomToCluster(map: L.Map, cluster: MapCluster) {
  const [w, s, e, n] = cluster.bounds as [number, number, number, number];
  const bounds = L.latLngBounds([s, w], [n, e]);
  const fit = map.getBoundsZoom(bounds, false, L.point(80, 80));
  map.setView(bounds.getCenter(), Math.min(MAX_ZOOM, Math.max(fit, map.getZoom() + 1)));
}

export interface HouseholdsMapProps {
  /** Where to open (read once, when the map is made): its first move is the first request. */
  start: MapStart;
  data: PeopleMap | undefined;
  tiles: MapTiles;
  /** The map moved: the box and zoom to ask for. */
  onView(view: MapView): void;
  onPoint(id: string): void;
  /** True when the base map's tiles could not be loaded (none has loaded). */
  onTilesFailed(failed: boolean): void;
  /** A cluster to show (chosen in the list): the map fits its households' bounds. */
  target?: { cluster: MapCluster; seq: number };
  texts: {
    label: string;
    zoomIn: string;
    zoomOut: string;
    cluster(count: number): string;
    point(name: string, wardNo: string): string;
    count(count: number): string;
    /** A round distance for the scale bar: '500 m', '2 km'. */
    distance(meters: number): string;
  };
}

export default function HouseholdsMap(props: HouseholdsMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groupRef = useRef<L.LayerGroup | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    addStyleSheet();
    // No centre nor zoom yet: the view is set below, once 'moveend' is listened to.
    const map = L.map(box.current!, {
      minZoom: 1,
      maxZoom: MAX_ZOOM,
      keyboard: true,
      zoomControl: false,
      maxBounds: [
        [-90, -180],
        [90, 180],
      ],
      maxBoundsViscosity: 1,
    });
    // Leaflet's own buttons, named in the reader's language.
    const { zoomIn, zoomOut } = latest.current.texts;
    distanceText = (meters) => latest.current.texts.distance(meters);
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    // A sense of distance on any base map, or on none (an office without tiles).
    new ScaleBar({ imperial: false, maxWidth: 120 }).addTo(map);
    const attribution = `<a href="${escapeHtml(props.tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(props.tiles.attribution)}</a>`;
    const layer = L.tileLayer(props.tiles.url, { maxZoom: MAX_ZOOM, attribution });
    let anyLoaded = false;
    layer.on('tileload', () => {
      anyLoaded = true;
      map.getContainer().classList.remove('hr-map-plain');
      latest.current.onTilesFailed(false);
    });
    layer.on('tileerror', () => {
      if (anyLoaded) return;
      // No base map: a light, outlined background (not a grey void), the scale bar for distances.
      map.getContainer().classList.add('hr-map-plain');
      latest.current.onTilesFailed(true);
    });
    layer.addTo(map);
    // Leaflet's credit without its English tooltip (the page is read in Hindi and Nepali too).
    map.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    groupRef.current = L.layerGroup().addTo(map);
    const container = map.getContainer();
    container.classList.add('hr-map');
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', latest.current.texts.label);
    map.on('moveend', () => {
      const b = map.getBounds();
      latest.current.onView(
        mapView(b.getWest(), b.getSouth(), b.getEast(), b.getNorth(), map.getZoom()),
      );
    });
    // The first view, whose 'moveend' asks for its households: the one request of the opening.
    const { start } = latest.current;
    if ('kept' in start) {
      map.setView([start.kept.lat, start.kept.lon], start.kept.zoom, { animate: false });
    } else if (start.extent) {
      const [w, south, e, n] = start.extent;
      map.fitBounds(L.latLngBounds([south, w], [n, e]), {
        padding: [40, 40],
        maxZoom: 15,
        animate: false,
      });
    } else {
      map.setView([20, 0], 2, { animate: false });
    }
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The tile address never changes while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { data } = props;
  useEffect(() => {
    const map = mapRef.current;
    const group = groupRef.current;
    if (!map || !group || !data) return;
    const { texts } = latest.current;
    group.clearLayers();
    const labelled = (marker: L.Marker, label: string) =>
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
    for (const c of data.clusters) {
      const size = clusterSize(c.count);
      const icon = L.divIcon({
        html: `<span aria-hidden="true">${escapeHtml(texts.count(c.count))}</span>`,
        className: 'hr-map-cluster',
        iconSize: [size, size],
      });
      const marker = L.marker([c.lat, c.lon], {
        icon,
        keyboard: true,
        title: texts.cluster(c.count),
      });
      labelled(marker, texts.cluster(c.count));
      marker.on('click', () => zoomToCluster(map, c));
      group.addLayer(marker);
    }
    for (const p of data.points) {
      const icon = L.divIcon({ html: '', className: 'hr-map-point', iconSize: [16, 16] });
      const label = texts.point(p.name, p.wardNo);
      const marker = L.marker([p.lat, p.lon], { icon, keyboard: true, title: label });
      labelled(marker, label);
      marker.on('click', () => latest.current.onPoint(p.id));
      group.addLayer(marker);
    }
  }, [data]);

  const { target } = props;
  useEffect(() => {
    if (target && mapRef.current) zoomToCluster(mapRef.current, target.cluster);
  }, [target]);

  return (
    <div ref={box} style={{ height: 'min(70vh, 640px)', minHeight: '320px', width: '100%' }} />
  );
}
