/** Geometry the demo upstream computes for real: great-circle distance and polygon containment. */

export const EARTH_RADIUS_MILES = 3959;
export type Pair = [number, number];

/** Haversine distance in miles between two lat/lng points (earth radius 3959 miles). */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Ray casting: whether [lng, lat] lies inside the ring of [lng, lat] pairs. */
export function inRing(ring: Pair[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Pair;
    const [xj, yj] = ring[j] as Pair;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Regions in either of the spec's shapes, as rings of [lng, lat] pairs. */
export function toRings(polygon: unknown): Pair[][] {
  if (!Array.isArray(polygon) || polygon.length === 0) return [];
  const point = (p: unknown): Pair | null => {
    if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') return [p[0], p[1]];
    if (p && typeof p === 'object' && typeof (p as { lat?: unknown }).lat === 'number')
      return [(p as { lng: number }).lng, (p as { lat: number }).lat];
    return null;
  };
  const lists = point(polygon[0]) ? [polygon] : polygon;
  return lists
    .filter(Array.isArray)
    .map((l) => (l as unknown[]).map(point).filter((p): p is Pair => p !== null))
    .filter((r) => r.length >= 3);
}

/** A rough outline of a place: a hexagon of `km` around its centre, as [lng, lat] pairs. */
export function hexagon(lat: number, lng: number, km: number, stretch = 1): Pair[] {
  const dLat = km / 111;
  const dLng = km / (111 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return [Number((lng + Math.cos(a) * dLng * stretch).toFixed(6)), Number((lat + Math.sin(a) * dLat).toFixed(6))] as Pair;
  });
}
