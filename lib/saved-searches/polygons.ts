/**
 * Search regions. Polygons arrive in either of
 * the spec's shapes (lat/lng objects or [lng,lat] pairs; one region or a list) and are written in the
 * contract's one: a list of regions, each an open ring of [lng, lat] pairs.
 */

export type LngLat = [number, number];
export type Region = LngLat[];

export const MAX_REGIONS = 3;
/** A drawn region's vertices: plenty for a hand-drawn outline, small enough to check cheaply. */
export const MAX_POINTS = 500;
export const MIN_POINTS = 3;

export const REGION_MSG = {
  max: 'Maximum 3 regions allowed',
  selfIntersecting: 'This region crosses itself. Draw it again without crossing its own edges.',
  tooFew: 'A region needs at least 3 points.',
  tooMany: `A region may have at most ${MAX_POINTS} points.`,
} as const;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const validLngLat = (lng: number, lat: number) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;

/** One point in either shape, or null. */
function readPoint(p: unknown): LngLat | null {
  if (Array.isArray(p) && p.length >= 2 && finite(p[0]) && finite(p[1])) return validLngLat(p[0], p[1]) ? [p[0], p[1]] : null;
  if (p && typeof p === 'object') {
    const o = p as Record<string, unknown>;
    const lat = o.lat ?? o.latitude;
    const lng = o.lng ?? o.lon ?? o.longitude;
    if (finite(lat) && finite(lng) && validLngLat(lng, lat)) return [lng, lat];
  }
  return null;
}

const isPointLike = (p: unknown) => readPoint(p) !== null;

/** A ring without its closing repeat. */
function openRing(ring: LngLat[]): Region {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
}

/**
 * Regions from any of the spec's shapes: one region (a list of points) or a list of regions, points
 * as {lat, lng} / {latitude, longitude} objects or [lng, lat] pairs; a GeoJSON-style closed ring is
 * opened. Anything unreadable is dropped (an upstream's odd record never breaks the editor).
 */
export function readRegions(raw: unknown): Region[] {
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(v) || v.length === 0) return [];
  const lists: unknown[][] = isPointLike(v[0]) ? [v] : v.filter(Array.isArray);
  const regions: Region[] = [];
  for (const list of lists) {
    const points = list.map(readPoint);
    if (points.some((p) => p === null)) continue;
    const ring = openRing(points as LngLat[]);
    if (ring.length >= MIN_POINTS) regions.push(ring);
  }
  return regions.slice(0, MAX_REGIONS);
}

/** The spec's other shape, for an upstream that wants lat/lng objects. */
export function toLatLngObjects(region: Region): { lat: number; lng: number }[] {
  return region.map(([lng, lat]) => ({ lat, lng }));
}

/** A closed GeoJSON ring (first point repeated at the end). */
export function closedRing(region: Region): LngLat[] {
  const first = region[0];
  return first ? [...region, first] : [];
}

function orient(a: LngLat, b: LngLat, c: LngLat): number {
  const v = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return v === 0 ? 0 : v > 0 ? 1 : 2;
}
function onSegment(a: LngLat, b: LngLat, c: LngLat): boolean {
  return Math.min(a[0], c[0]) <= b[0] && b[0] <= Math.max(a[0], c[0]) && Math.min(a[1], c[1]) <= b[1] && b[1] <= Math.max(a[1], c[1]);
}
function segmentsCross(p1: LngLat, q1: LngLat, p2: LngLat, q2: LngLat): boolean {
  const o1 = orient(p1, q1, p2);
  const o2 = orient(p1, q1, q2);
  const o3 = orient(p2, q2, p1);
  const o4 = orient(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/** Whether two non-adjacent edges of the ring cross or touch (a figure eight, a bow tie). */
export function selfIntersects(region: Region): boolean {
  const n = region.length;
  if (n < 4) return false;
  for (let i = 0; i < n; i++) {
    const a1 = region[i] as LngLat;
    const a2 = region[(i + 1) % n] as LngLat;
    for (let j = i + 1; j < n; j++) {
      // Adjacent edges share a vertex by construction.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(a1, a2, region[j] as LngLat, region[(j + 1) % n] as LngLat)) return true;
    }
  }
  return false;
}

/** Why a region cannot be kept, or null. */
export function regionProblem(region: Region): string | null {
  if (region.length < MIN_POINTS) return REGION_MSG.tooFew;
  if (region.length > MAX_POINTS) return REGION_MSG.tooMany;
  if (selfIntersects(region)) return REGION_MSG.selfIntersecting;
  return null;
}

/** The average of a region's vertices (where its label and the search's lat/lng go). */
export function centroid(regions: Region[]): { lat: number; lng: number } | null {
  const pts = regions.flat();
  if (!pts.length) return null;
  return { lng: pts.reduce((s, p) => s + p[0], 0) / pts.length, lat: pts.reduce((s, p) => s + p[1], 0) / pts.length };
}

/** The regions the editor holds, each with an id and a name, one of them active. */
export type RegionItem = { id: string; name: string; ring: Region };
export type RegionState = { items: RegionItem[]; activeId: string | null };
export const NO_REGIONS: RegionState = { items: [], activeId: null };

/** Adds a region and makes it active; a fourth, a crossing or a too-small one is refused with the message. */
export function addRegion(state: RegionState, item: RegionItem): { state: RegionState; error: string | null } {
  if (state.items.length >= MAX_REGIONS) return { state, error: REGION_MSG.max };
  const problem = regionProblem(item.ring);
  if (problem) return { state, error: problem };
  return { state: { items: [...state.items, item], activeId: item.id }, error: null };
}

/** Removing a region activates a neighbour (the next one, else the one before). */
export function removeRegion(state: RegionState, id: string): RegionState {
  const i = state.items.findIndex((r) => r.id === id);
  if (i < 0) return state;
  const items = state.items.filter((r) => r.id !== id);
  if (state.activeId !== id) return { items, activeId: state.activeId };
  const neighbour = items[i] ?? items[i - 1] ?? null;
  return { items, activeId: neighbour ? neighbour.id : null };
}

export function selectRegion(state: RegionState, id: string): RegionState {
  return state.items.some((r) => r.id === id) ? { ...state, activeId: id } : state;
}

/** Replaces a region's outline (a vertex dragged); refused like a new one. */
export function updateRegion(state: RegionState, id: string, ring: Region): { state: RegionState; error: string | null } {
  const problem = regionProblem(ring);
  if (problem) return { state, error: problem };
  return { state: { ...state, items: state.items.map((r) => (r.id === id ? { ...r, ring } : r)) }, error: null };
}

/** Whether a point lies inside a ring (ray casting). */
export function contains(ring: Region, [x, y]: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LngLat;
    const [xj, yj] = ring[j] as LngLat;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The default map centre, the spec's California area (downtown Palo Alto, on the Peninsula), zoom 14. */
export const CALIFORNIA_CENTRE = { lat: 37.4443, lng: -122.1598, zoom: 14 };

/** The map's default centre: the app's default region when it has one, else the spec's California area. */
export function defaultCentre(appRegion: string | null | undefined): { lat: number; lng: number; zoom: number } {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*(?:,\s*(\d+(?:\.\d+)?))?\s*$/.exec(appRegion ?? '');
  if (m) {
    const lat = Number(m[1]);
    const lng = Number(m[2]);
    if (validLngLat(lng, lat)) return { lat, lng, zoom: m[3] ? Math.min(20, Number(m[3])) : 14 };
  }
  return CALIFORNIA_CENTRE;
}
