import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { deferredData } from '@/lib/map-style';

/**
 * The exclusive-listing form's map: one draggable marker, loaded only by components/pocket/location-map.tsx
 * through a dynamic import (maplibre-gl never reaches another route's bundle). React owns the point;
 * this shows it and reports where the marker was dragged.
 */

// Under Turbopack maplibre's worker URL comes out empty ("Worker failed to load"), so give it here.
maplibregl.setWorkerUrl(new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);

export interface MarkerMapOptions {
  container: HTMLElement;
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  point: { lat: number; lng: number } | null;
  onMoved: (lat: number, lng: number) => void;
  onReady: () => void;
}

export interface MarkerMapHandle {
  /** Puts the marker there (null hides it), and brings it into view when `fly`. */
  setPoint(point: { lat: number; lng: number } | null, fly: boolean): void;
  destroy(): void;
}

const round = (n: number) => Number(n.toFixed(6));

export function createMarkerMap(o: MarkerMapOptions): MarkerMapHandle {
  const map = new maplibregl.Map({
    container: o.container,
    style: o.styleUrl,
    center: o.point ? [o.point.lng, o.point.lat] : [o.centre.lng, o.centre.lat],
    zoom: o.centre.zoom,
    attributionControl: { compact: true },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  const marker = new maplibregl.Marker({ draggable: true, color: '#1f5fbf' });
  marker.on('dragend', () => {
    const { lat, lng } = marker.getLngLat();
    o.onMoved(round(lat), round(lng));
  });
  let shown = false;
  const show = (point: { lat: number; lng: number } | null) => {
    if (!point) {
      marker.remove();
      shown = false;
      return;
    }
    marker.setLngLat([point.lng, point.lat]);
    if (!shown) {
      marker.addTo(map);
      shown = true;
    }
  };
  show(o.point);
  map.on('load', () => {
    o.onReady();
    for (const [id, url] of deferredData(map.getStyle())) (map.getSource(id) as maplibregl.GeoJSONSource | undefined)?.setData(url);
  });
  return {
    setPoint(point, fly) {
      show(point);
      if (point && fly) map.flyTo({ center: [point.lng, point.lat], zoom: Math.max(map.getZoom(), 15) });
    },
    destroy() {
      map.remove();
    },
  };
}
