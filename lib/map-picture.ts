/**
 * The picture a map screen opens with: the basemap, the regions and the listing's
 * marker drawn as SVG in the map's own projection (Web Mercator, maplibre's 512 px world at zoom 0), so
 * the page is usable before the map's code is fetched and the picture matches the map that replaces it.
 * Pure: the server draws the basemap from us-atlas (server/map-picture.ts); the browser draws the
 * regions and the marker over it with the same view as they change.
 */

import type { LngLat } from '@/lib/saved-searches/polygons';

/** The maps' heights (px): the editors' region map and the listing form's location map. */
export const REGION_MAP_HEIGHT = 420;
export const LOCATION_MAP_HEIGHT = 320;

/** The width the view is framed for; wider maps show more basemap on the sides (see `extent`). */
export const PICTURE_WIDTH = 480;
/** Room left around fitted regions (px), as the map's own fitBounds leaves. */
const FIT_PADDING = 40;
/** The closest the picture frames regions, as the map's fitBounds (maxZoom 15). */
const MAX_FIT_ZOOM = 15;
const MAX_LAT = 85.0511;

/**
 * What the picture shows: the world-pixel box (top-left x, y; width, height) at `zoom`. The SVG's
 * viewBox is this box (shifted to 0,0) with 'meet', so the whole box shows at any width; the basemap is
 * drawn over `extent(view)`, which fills the rest of a wider or narrower map.
 */
export type PictureView = { zoom: number; x: number; y: number; w: number; h: number };

/** The basemap drawn for a view: SVG path data of the land, the county and the state outlines. */
export type MapPicture = { view: PictureView; land: string; counties: string; states: string };

export type Point = { lat: number; lng: number };

const worldSize = (zoom: number) => 512 * 2 ** zoom;

/** A point's world pixel at `zoom` (x east, y south), as maplibre projects it. */
export function project(lng: number, lat: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return [((lng + 180) / 360) * size, ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * size];
}

/** The inverse of `project`: [lng, lat] of a world pixel. */
export function unproject(x: number, y: number, zoom: number): LngLat {
  const size = worldSize(zoom);
  return [(x / size) * 360 - 180, (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI];
}

function around(cx: number, cy: number, zoom: number, height: number): PictureView {
  return { zoom, x: cx - PICTURE_WIDTH / 2, y: cy - height / 2, w: PICTURE_WIDTH, h: height };
}

/**
 * The view a map opens with: the regions fitted (as the map does once loaded), else the centre at its
 * zoom (the listing's marker is the centre when it has one).
 */
export function pictureView({
  centre,
  rings,
  height,
}: {
  centre: Point & { zoom: number };
  rings: LngLat[][];
  height: number;
}): PictureView {
  const points = rings.flat();
  if (points.length === 0) {
    const [cx, cy] = project(centre.lng, centre.lat, centre.zoom);
    return around(cx, cy, centre.zoom, height);
  }
  const [x0, y0] = project(Math.min(...points.map((p) => p[0])), Math.max(...points.map((p) => p[1])), 0);
  const [x1, y1] = project(Math.max(...points.map((p) => p[0])), Math.min(...points.map((p) => p[1])), 0);
  const fit = Math.min((PICTURE_WIDTH - 2 * FIT_PADDING) / Math.max(x1 - x0, 1e-9), (height - 2 * FIT_PADDING) / Math.max(y1 - y0, 1e-9));
  const zoom = Math.min(MAX_FIT_ZOOM, Math.log2(fit));
  const scale = 2 ** zoom;
  return around(((x0 + x1) / 2) * scale, ((y0 + y1) / 2) * scale, zoom, height);
}

/** The world-pixel box the basemap covers: the view and as much again on every side (a map up to 3× as wide or tall). */
export function extent(view: PictureView): PictureView {
  const m = Math.max(view.w, view.h);
  return { zoom: view.zoom, x: view.x - m, y: view.y - m, w: view.w + 2 * m, h: view.h + 2 * m };
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);

type Px = [number, number];
const toPx = (ring: LngLat[], zoom: number) => ring.map((p) => project(p[0], p[1], zoom));
const segment = (points: Px[], view: PictureView, close: boolean) =>
  `${points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p[0] - view.x)} ${fmt(p[1] - view.y)}`).join('')}${close ? 'Z' : ''}`;

/** A point's place in the picture (the viewBox's own coordinates). */
export function pointAt(point: Point, view: PictureView): { x: number; y: number } {
  const [x, y] = project(point.lng, point.lat, view.zoom);
  return { x: Math.round((x - view.x) * 10) / 10, y: Math.round((y - view.y) * 10) / 10 };
}

/** Path data of one closed ring of [lng, lat] (a region), in the picture's coordinates; '' for fewer than 3 points. */
export function ringPath(ring: LngLat[], view: PictureView): string {
  return ring.length < 3 ? '' : segment(toPx(ring, view.zoom), view, true);
}

type Box = { x0: number; y0: number; x1: number; y1: number };

const boxOf = (v: PictureView): Box => ({ x0: v.x, y0: v.y, x1: v.x + v.w, y1: v.y + v.h });

/** Sutherland–Hodgman: a polygon ring clipped to a box (a fill needs its ring closed along the box's edge). */
function clipRing(ring: Px[], box: Box): Px[] {
  const edges: [(p: Px) => boolean, (a: Px, b: Px) => Px][] = [
    [(p) => p[0] >= box.x0, (a, b) => [box.x0, a[1] + ((b[1] - a[1]) * (box.x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= box.x1, (a, b) => [box.x1, a[1] + ((b[1] - a[1]) * (box.x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= box.y0, (a, b) => [a[0] + ((b[0] - a[0]) * (box.y0 - a[1])) / (b[1] - a[1]), box.y0]],
    [(p) => p[1] <= box.y1, (a, b) => [a[0] + ((b[0] - a[0]) * (box.y1 - a[1])) / (b[1] - a[1]), box.y1]],
  ];
  let out = ring;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const cur = input[i] as Px;
      const prev = input[(i + input.length - 1) % input.length] as Px;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cut(prev, cur));
    }
    if (out.length === 0) break;
  }
  return out;
}

/** Drops points less than half a pixel from the last one kept: the picture's detail, not the data's. */
function thin(points: Px[]): Px[] {
  const kept: Px[] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]) >= 0.5) kept.push(p);
  }
  return kept;
}

/** Path data of polygons (each a list of rings of [lng, lat]) clipped to the view's extent: a fill. */
export function fillPath(polygons: LngLat[][][], view: PictureView): string {
  const box = boxOf(extent(view));
  return polygons
    .flatMap((rings) => rings.map((ring) => thin(clipRing(toPx(ring, view.zoom), box))))
    .filter((ring) => ring.length >= 3)
    .map((ring) => segment(ring, view, true))
    .join('');
}

/**
 * Path data of lines of [lng, lat] within the view's extent: the runs of segments that touch it (a
 * segment is kept when its bounding box meets the extent, so a long straight border crossing the view
 * without a vertex in it is kept too).
 */
export function linePath(lines: LngLat[][], view: PictureView): string {
  const box = boxOf(extent(view));
  const touches = (a: Px, b: Px) =>
    Math.max(a[0], b[0]) >= box.x0 && Math.min(a[0], b[0]) <= box.x1 && Math.max(a[1], b[1]) >= box.y0 && Math.min(a[1], b[1]) <= box.y1;
  const runs: Px[][] = [];
  for (const line of lines) {
    const px = toPx(line, view.zoom);
    let run: Px[] = [];
    for (let i = 1; i < px.length; i += 1) {
      const a = px[i - 1] as Px;
      const b = px[i] as Px;
      if (touches(a, b)) {
        if (run.length === 0) run.push(a);
        run.push(b);
      } else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  }
  return runs
    .map(thin)
    .filter((run) => run.length >= 2)
    .map((run) => segment(run, view, false))
    .join('');
}

/** The [lng, lat] bounds of the view's extent (west, south, east, north): which shapes to draw at all. */
export function extentBounds(view: PictureView): [number, number, number, number] {
  const e = extent(view);
  const [west, north] = unproject(e.x, e.y, e.zoom);
  const [east, south] = unproject(e.x + e.w, e.y + e.h, e.zoom);
  return [west, south, east, north];
}
