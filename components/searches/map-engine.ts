import MapboxDraw, { type DrawEvent } from '@mapbox/mapbox-gl-draw';
import '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { deferredData } from '@/lib/map-style';
import { LISTING_POINTS_URL } from '@/lib/saved-searches/answers';
import { closedRing, type Region, type RegionItem } from '@/lib/saved-searches/polygons';

/**
 * The map of the saved-search and template editors, loaded only by components/searches/region-map.tsx
 * through a dynamic import, so maplibre-gl and mapbox-gl-draw never reach another route's bundle.
 * React owns the regions; this draws them, reports what the user drew or moved, and answers whether
 * the parent kept it (a refused one is taken back off the map).
 */

// Under Turbopack maplibre's worker URL comes out empty ("Worker failed to load"), so give it here.
maplibregl.setWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

// Draw's control classes are mapbox-gl's; switch them to maplibre's so the map lays them out.
const classes = MapboxDraw.constants.classes;
classes.CANVAS = 'maplibregl-canvas';
classes.CONTROL_BASE = 'maplibregl-ctrl';
classes.CONTROL_PREFIX = 'maplibregl-ctrl-';
classes.CONTROL_GROUP = 'maplibregl-ctrl-group';
classes.ATTRIBUTION = 'maplibregl-ctrl-attrib';

export type NamedArea = { name: string; regions: Region[] };

export interface EngineOptions {
  container: HTMLElement;
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  areas: NamedArea[];
  /** A region drawn by the user; false takes it back off the map. */
  onDrawn: (id: string, ring: Region) => boolean;
  /** A region's outline moved; false puts the old one back. */
  onEdited: (id: string, ring: Region) => boolean;
  onSelected: (id: string) => void;
  /** Drawing ended (a region finished or Escape). */
  onDrawEnd: () => void;
  onReady: () => void;
  onError: (message: string) => void;
}

export interface RegionMapHandle {
  setRegions(items: RegionItem[], activeId: string | null): void;
  setDrawing(on: boolean): void;
  flyTo(lat: number, lng: number, zoom?: number): void;
  fitRegions(items: RegionItem[]): void;
  destroy(): void;
}

/** The listing status colours: active green, open house blue, pending amber, sold orange, lease purple. */
const STATUS_COLOR = [
  'match',
  ['get', 'status'],
  'active',
  '#2e7d32',
  'open',
  '#1565c0',
  'pending',
  '#f9a825',
  'closed',
  '#ef6c00',
  'lease',
  '#7b1fa2',
  '#607d8b',
];

function ringOf(f: Feature<Polygon>): Region {
  const ring = (f.geometry.coordinates[0] ?? []) as [number, number][];
  const open =
    ring.length > 1 && ring[0]?.[0] === ring[ring.length - 1]?.[0] && ring[0]?.[1] === ring[ring.length - 1]?.[1]
      ? ring.slice(0, -1)
      : ring;
  return open.map(([lng, lat]) => [lng, lat] as [number, number]);
}

function regionFeatures(items: RegionItem[], activeId: string | null): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: items.map((r) => ({
      type: 'Feature',
      id: r.id,
      properties: { name: r.name, active: r.id === activeId },
      geometry: { type: 'Polygon', coordinates: [closedRing(r.ring)] },
    })),
  };
}

export function createRegionMap(o: EngineOptions): RegionMapHandle {
  const map = new maplibregl.Map({
    container: o.container,
    style: o.styleUrl,
    center: [o.centre.lng, o.centre.lat],
    zoom: o.centre.zoom,
    attributionControl: { compact: true },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  const draw = new MapboxDraw({ displayControlsDefault: false, controls: {}, userProperties: true });
  map.addControl(draw as unknown as maplibregl.IControl);

  let items: RegionItem[] = [];
  let activeId: string | null = null;
  let drawing = false;
  let loaded = false;

  const sync = () => {
    if (!loaded) return;
    draw.set(regionFeatures(items, activeId));
    (map.getSource('region-labels') as maplibregl.GeoJSONSource | undefined)?.setData(regionFeatures(items, activeId));
    if (!drawing) draw.changeMode('simple_select', activeId ? { featureIds: [activeId] } : {});
  };

  // Draw's events are not in maplibre's event map.
  const onDraw = map.on.bind(map) as unknown as <E>(type: string, listener: (e: E) => void) => void;

  // What the map has drawn, on its element for whoever waits on it (the end-to-end tests): Draw's mode,
  // and data-map-idle from maplibre's 'idle' (all it was given is drawn) until Draw next gives it more.
  const settled = (idle: boolean) => {
    o.container.dataset.drawMode = draw.getMode();
    o.container.toggleAttribute('data-map-idle', idle);
  };
  map.on('idle', () => settled(true));
  map.on('movestart', () => settled(false));
  onDraw('draw.render', () => settled(false));

  map.on('error', (e) => o.onError(e.error?.message ?? 'Map error'));
  map.on('load', () => {
    // The listings come after the map is interactive (below), not with the page.
    map.addSource('listings', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addSource('areas', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: o.areas.flatMap((a) =>
          a.regions.map((r) => ({
            type: 'Feature' as const,
            properties: { name: a.name },
            geometry: { type: 'Polygon' as const, coordinates: [closedRing(r)] },
          })),
        ),
      },
    });
    map.addSource('region-labels', { type: 'geojson', data: regionFeatures([], null) });
    map.addLayer({
      id: 'area-lines',
      type: 'line',
      source: 'areas',
      paint: { 'line-color': '#5c6bc0', 'line-width': 1.5, 'line-dasharray': [2, 2] },
    });
    map.addLayer({
      id: 'area-labels',
      type: 'symbol',
      source: 'areas',
      minzoom: 11,
      layout: { 'text-field': ['get', 'name'], 'text-font': ['sans-serif'], 'text-size': 12 },
      paint: { 'text-color': '#3949ab', 'text-halo-color': '#fff', 'text-halo-width': 1.2 },
    });
    map.addLayer({
      id: 'listing-points',
      type: 'circle',
      source: 'listings',
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 2, 14, 6],
        'circle-color': STATUS_COLOR as never,
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 1,
      },
    });
    map.addLayer({
      id: 'region-active',
      type: 'fill',
      source: 'region-labels',
      filter: ['==', ['get', 'active'], true],
      paint: { 'fill-color': '#ff9800', 'fill-opacity': 0.15 },
    });
    map.addLayer({
      id: 'region-names',
      type: 'symbol',
      source: 'region-labels',
      layout: { 'text-field': ['get', 'name'], 'text-font': ['sans-serif'], 'text-size': 13 },
      paint: { 'text-color': '#bf360c', 'text-halo-color': '#fff', 'text-halo-width': 1.5 },
    });
    loaded = true;
    sync();
    o.onReady();
    // The basemap's deferred outlines (lib/map-style.ts), fetched now that the map is interactive.
    for (const [id, url] of deferredData(map.getStyle())) (map.getSource(id) as maplibregl.GeoJSONSource | undefined)?.setData(url);
    // Likewise the app's listings (GET /api/search-listings/points, same origin, the session's cookie):
    // a failed answer leaves the map without its dots and everything else working.
    (map.getSource('listings') as maplibregl.GeoJSONSource | undefined)?.setData(LISTING_POINTS_URL);
  });

  onDraw<DrawEvent>('draw.create', (e) => {
    const f = e.features[0];
    drawing = false;
    if (f) {
      const id = String(f.id);
      if (!o.onDrawn(id, ringOf(f))) draw.delete(id);
    }
    o.onDrawEnd();
  });
  onDraw<DrawEvent>('draw.update', (e) => {
    for (const f of e.features) if (!o.onEdited(String(f.id), ringOf(f))) sync();
  });
  onDraw<DrawEvent>('draw.selectionchange', (e) => {
    const f = e.features[0];
    if (f && String(f.id) !== activeId) o.onSelected(String(f.id));
  });
  onDraw<{ mode: string }>('draw.modechange', (e) => {
    if (drawing && e.mode !== 'draw_polygon') {
      drawing = false;
      o.onDrawEnd();
    }
  });

  return {
    setRegions(next, active) {
      items = next;
      activeId = active;
      sync();
    },
    setDrawing(on) {
      if (on === drawing || !loaded) return;
      drawing = on;
      draw.changeMode(on ? 'draw_polygon' : 'simple_select');
    },
    flyTo(lat, lng, zoom) {
      map.flyTo({ center: [lng, lat], zoom: zoom ?? Math.max(map.getZoom(), 13), duration: 600 });
    },
    fitRegions(list) {
      const pts = list.flatMap((r) => r.ring);
      if (!pts.length) return;
      const lngs = pts.map((p) => p[0]);
      const lats = pts.map((p) => p[1]);
      map.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        { padding: 40, duration: 0, maxZoom: 15 },
      );
    },
    destroy() {
      map.remove();
    },
  };
}
