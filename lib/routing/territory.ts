import type { Position, Territory } from '@/lib/routing/model';
import { selfIntersects, type LngLat, type Region } from '@/lib/saved-searches/polygons';

/**
 * A rule's territory: one GeoJSON Polygon (an outer ring, holes allowed), each ring closed (its first
 * position repeated last), at most TERRITORY_MAX_POINTS positions in all. The check is shared by the
 * browser and the server's schema, and counts before it reads: a territory of 100,000 points is
 * refused by its count, never walked.
 */

export const TERRITORY_MAX_POINTS = 2000;
/** A ring: three corners and the first again. */
const MIN_RING = 4;

export const TERRITORY_MSG = {
  notPolygon: 'The territory must be a GeoJSON polygon.',
  tooMany: `A territory may have at most ${TERRITORY_MAX_POINTS.toLocaleString('en-US')} points.`,
  badPoint: 'The territory has a point that is not a longitude and latitude.',
  tooFew: 'A territory needs at least 3 corners.',
  notClosed: 'The territory’s outline must end where it starts.',
  crosses: 'The territory crosses itself. Draw it again without crossing its own edges.',
} as const;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function isPosition(p: unknown): p is Position {
  return Array.isArray(p) && p.length === 2 && finite(p[0]) && finite(p[1]) && p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90;
}

/** A closed ring without its closing repeat. */
export function openRing(ring: readonly Position[]): Region {
  return ring.slice(0, -1).map(([lng, lat]): LngLat => [lng, lat]);
}

/** An open ring closed again, as GeoJSON writes it. */
export function closeRing(ring: readonly LngLat[]): Position[] {
  const first = ring[0];
  return first ? [...ring.map(([lng, lat]): Position => [lng, lat]), [first[0], first[1]]] : [];
}

/** A territory of one outline drawn on the map (an open ring). */
export function territoryOf(ring: readonly LngLat[]): Territory {
  return { type: 'Polygon', coordinates: [closeRing(ring)] };
}

/** Why a value is no territory this dashboard keeps, or null (null itself is 'anywhere'). */
export function territoryProblem(value: unknown): string | null {
  if (value === null) return null;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return TERRITORY_MSG.notPolygon;
  const keys = Object.keys(value);
  const t = value as { type?: unknown; coordinates?: unknown };
  if (
    t.type !== 'Polygon' ||
    !Array.isArray(t.coordinates) ||
    t.coordinates.length === 0 ||
    keys.some((k) => k !== 'type' && k !== 'coordinates')
  ) {
    return TERRITORY_MSG.notPolygon;
  }
  const rings = t.coordinates as unknown[];
  if (!rings.every(Array.isArray)) return TERRITORY_MSG.notPolygon;
  // The count first: nothing of a huge territory is read beyond its rings' lengths.
  let points = 0;
  for (const ring of rings as unknown[][]) {
    points += ring.length;
    if (points > TERRITORY_MAX_POINTS) return TERRITORY_MSG.tooMany;
  }
  for (const ring of rings as unknown[][]) {
    if (!ring.every(isPosition)) return TERRITORY_MSG.badPoint;
    if (ring.length < MIN_RING) return TERRITORY_MSG.tooFew;
    const first = ring[0] as Position;
    const last = ring[ring.length - 1] as Position;
    if (first[0] !== last[0] || first[1] !== last[1]) return TERRITORY_MSG.notClosed;
    const open = openRing(ring as Position[]);
    if (new Set(open.map((p) => `${p[0]},${p[1]}`)).size < MIN_RING - 1) return TERRITORY_MSG.tooFew;
    if (selfIntersects(open)) return TERRITORY_MSG.crosses;
  }
  return null;
}
