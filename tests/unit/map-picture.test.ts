import { describe, expect, it, vi } from 'vitest';
import {
  extent,
  fillPath,
  linePath,
  pictureView,
  PICTURE_WIDTH,
  pointAt,
  project,
  ringPath,
  unproject,
  type PictureView,
} from '@/lib/map-picture';
import { mapPicture } from '@/server/map-picture';
import type { LngLat } from '@/lib/saved-searches/polygons';

vi.mock('server-only', () => ({}));

/** The numbers of a path, as [x, y] pairs. */
const pairs = (d: string) => {
  const n = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return n.flatMap((_, i) => (i % 2 ? [] : [[n[i] as number, n[i + 1] as number]]));
};

describe("the projection (maplibre's Web Mercator, 512 px world at zoom 0)", () => {
  it("puts the date line at x 0, the equator and the prime meridian at the world's middle, and doubles with each zoom", () => {
    expect(project(-180, 0, 0)).toEqual([0, 256]);
    expect(project(0, 0, 0)).toEqual([256, 256]);
    expect(project(0, 0, 1)).toEqual([512, 512]);
    const [x, y] = project(-122.4148, 37.7599, 12);
    const [lng, lat] = unproject(x, y, 12);
    expect(lng).toBeCloseTo(-122.4148, 9);
    expect(lat).toBeCloseTo(37.7599, 9);
  });
});

describe('a polygon becomes a path', () => {
  const view: PictureView = pictureView({ centre: { lat: 0, lng: 0, zoom: 0 }, rings: [], height: 420 });

  it("with one move, a line to each further corner and a close, in the picture's coordinates", () => {
    // The view is 480 × 420 around the world's middle (256, 256): its top-left is (16, 46).
    expect(
      ringPath(
        [
          [-90, 0],
          [0, 0],
          [0, 66.51326],
        ],
        view,
      ),
    ).toBe('M112 210L240 210L240 82Z');
  });

  it('is empty for fewer than three corners', () => {
    expect(
      ringPath(
        [
          [0, 0],
          [1, 1],
        ],
        view,
      ),
    ).toBe('');
  });

  it("fitted regions lie inside the view with the map's padding, and a tiny region is framed no closer than zoom 15", () => {
    const ring: LngLat[] = [
      [-122.45, 37.74],
      [-122.4, 37.74],
      [-122.4, 37.78],
      [-122.45, 37.78],
    ];
    const fitted = pictureView({ centre: { lat: 0, lng: 0, zoom: 3 }, rings: [ring], height: 420 });
    const points = pairs(ringPath(ring, fitted));
    expect(points).toHaveLength(4);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(39.9);
      expect(x).toBeLessThanOrEqual(PICTURE_WIDTH - 39.9);
      expect(y).toBeGreaterThanOrEqual(39.9);
      expect(y).toBeLessThanOrEqual(420 - 39.9);
    }
    const tiny = pictureView({
      centre: { lat: 0, lng: 0, zoom: 3 },
      rings: [
        [
          [-122.4, 37.7],
          [-122.3999, 37.7],
          [-122.4, 37.7001],
        ],
      ],
      height: 420,
    });
    expect(tiny.zoom).toBe(15);
  });

  it("clips a fill to the picture's extent, and keeps a border line crossing it without a corner inside", () => {
    const sf = pictureView({ centre: { lat: 37.76, lng: -122.41, zoom: 12 }, rings: [], height: 420 });
    const e = extent(sf);
    const huge: LngLat[][][] = [
      [
        [
          [-130, 30],
          [-110, 30],
          [-110, 45],
          [-130, 45],
        ],
      ],
    ];
    const filled = pairs(fillPath(huge, sf));
    expect(filled.length).toBeGreaterThanOrEqual(4);
    for (const [x, y] of filled) {
      expect(x).toBeGreaterThanOrEqual(e.x - sf.x - 0.1);
      expect(x).toBeLessThanOrEqual(e.x + e.w - sf.x + 0.1);
      expect(y).toBeGreaterThanOrEqual(e.y - sf.y - 0.1);
      expect(y).toBeLessThanOrEqual(e.y + e.h - sf.y + 0.1);
    }
    expect(
      linePath(
        [
          [
            [-130, 37.76],
            [-110, 37.76],
          ],
        ],
        sf,
      ),
    ).toMatch(/^M-?[\d.]+ 210L-?[\d.]+ 210$/);
    expect(
      linePath(
        [
          [
            [-130, 10],
            [-110, 10],
          ],
        ],
        sf,
      ),
    ).toBe('');
  });
});

describe('the marker', () => {
  it('sits at the middle of a view centred on it, and moves east with its longitude', () => {
    const centre = { lat: 37.7599, lng: -122.4148, zoom: 15 };
    const view = pictureView({ centre, rings: [], height: 320 });
    expect(pointAt(centre, view)).toEqual({ x: PICTURE_WIDTH / 2, y: 160 });
    expect(pointAt({ lat: centre.lat, lng: centre.lng + 0.001 }, view).x).toBeCloseTo(PICTURE_WIDTH / 2 + (0.001 / 360) * 512 * 2 ** 15, 0);
  });
});

describe('the basemap (us-atlas)', () => {
  it("an empty map over open sea: the view at the centre's zoom, and nothing to draw", () => {
    const view = pictureView({ centre: { lat: 20, lng: -150, zoom: 9 }, rings: [], height: 420 });
    expect(view.zoom).toBe(9);
    expect(mapPicture(view)).toEqual({ view, land: '', counties: '', states: '' });
  });

  it('around San Francisco: land, county and state outlines within the extent, and no county lines below zoom 5', () => {
    const sf = mapPicture(pictureView({ centre: { lat: 37.76, lng: -122.41, zoom: 9 }, rings: [], height: 420 }));
    expect(sf.land).toMatch(/^M/);
    expect(sf.counties).toMatch(/^M/);
    expect(sf.states).toMatch(/^M/);
    // Only what is near: a few tens of kilobytes, not the state's whole outline.
    expect(sf.land.length + sf.counties.length + sf.states.length).toBeLessThan(60_000);
    const wide = mapPicture(pictureView({ centre: { lat: 37.76, lng: -122.41, zoom: 4 }, rings: [], height: 420 }));
    expect(wide.counties).toBe('');
    expect(wide.states).toMatch(/^M/);
  });
});
