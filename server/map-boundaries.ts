import 'server-only';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';
import type { BoundaryLayer } from '@/lib/map-style';

/**
 * US states and counties as GeoJSON, converted once per process from us-atlas's TopoJSON (public-domain
 * census shapes) and kept as text: the map style's boundary sources. Coordinates are rounded to 4
 * decimals (about 10 m), which keeps the counties near 1.7 MB before compression.
 */
const cache = new Map<BoundaryLayer, string>();

export function boundaries(layer: BoundaryLayer): string {
  let text = cache.get(layer);
  if (!text) {
    const topo = counties as unknown as Topology<{
      states: GeometryCollection<{ name: string }>;
      counties: GeometryCollection<{ name: string }>;
    }>;
    const fc = feature(topo, topo.objects[layer]);
    text = JSON.stringify(fc, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : v));
    cache.set(layer, text);
  }
  return text;
}
