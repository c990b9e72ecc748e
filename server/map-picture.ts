import 'server-only';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import counties from 'us-atlas/counties-10m.json';
import { extentBounds, fillPath, linePath, type MapPicture, type PictureView } from '@/lib/map-picture';
import type { LngLat } from '@/lib/saved-searches/polygons';
import { processSingleton } from '@/server/process-singleton';

/**
 * The basemap of a map screen's picture (lib/map-picture.ts), from the offline map style's own data
 * (us-atlas, public-domain census shapes): the states' land, the county and the state outlines, only
 * those near the view. The shapes are read once per process, each with its bounds.
 */

type Bounded<T> = { shape: T; bounds: [number, number, number, number] };

/** The county outlines appear from this zoom, as in the map style (lib/map-style.ts). */
const COUNTY_MIN_ZOOM = 5;

function boundsOf(points: LngLat[]): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of points) {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [w, s, e, n];
}

function readShapes() {
  const topo = counties as unknown as Topology<{ states: GeometryCollection; counties: GeometryCollection }>;
  const land: Bounded<LngLat[][]>[] = [];
  for (const f of feature(topo, topo.objects.states).features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const rings of polygons) land.push({ shape: rings as LngLat[][], bounds: boundsOf((rings[0] ?? []) as LngLat[]) });
  }
  const lines = (object: GeometryCollection) =>
    mesh(topo, object).coordinates.map((line) => ({ shape: line as LngLat[], bounds: boundsOf(line as LngLat[]) }));
  return { land, counties: lines(topo.objects.counties), states: lines(topo.objects.states) };
}

const shapes = () => processSingleton('map-picture-shapes', readShapes);

const near = <T>(list: Bounded<T>[], [w, s, e, n]: [number, number, number, number]) =>
  list.filter(({ bounds: b }) => b[0] <= e && b[2] >= w && b[1] <= n && b[3] >= s).map((x) => x.shape);

/** The basemap drawn for a view. */
export function mapPicture(view: PictureView): MapPicture {
  const all = shapes();
  const bounds = extentBounds(view);
  return {
    view,
    land: fillPath(near(all.land, bounds), view),
    counties: view.zoom >= COUNTY_MIN_ZOOM ? linePath(near(all.counties, bounds), view) : '',
    states: linePath(near(all.states, bounds), view),
  };
}
