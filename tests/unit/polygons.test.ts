import { describe, expect, it } from 'vitest';
import {
  addRegion,
  CALIFORNIA_CENTRE,
  centroid,
  closedRing,
  contains,
  defaultCentre,
  MAX_REGIONS,
  NO_REGIONS,
  readRegions,
  REGION_MSG,
  removeRegion,
  selectRegion,
  selfIntersects,
  toLatLngObjects,
  updateRegion,
  type Region,
  type RegionState,
} from '@/lib/saved-searches/polygons';

const square: Region = [
  [-122.43, 37.75],
  [-122.4, 37.75],
  [-122.4, 37.77],
  [-122.43, 37.77],
];
const bowTie: Region = [
  [0, 0],
  [2, 2],
  [2, 0],
  [0, 2],
];

describe('polygon shapes', () => {
  it('reads [lng, lat] pairs, one region or a list', () => {
    expect(readRegions(square)).toEqual([square]);
    expect(readRegions([square, square])).toEqual([square, square]);
  });
  it('reads lat/lng objects (and latitude/longitude) in the same order', () => {
    expect(readRegions(toLatLngObjects(square))).toEqual([square]);
    expect(readRegions([square.map(([lng, lat]) => ({ latitude: lat, longitude: lng }))])).toEqual([square]);
  });
  it('opens a closed GeoJSON ring and reads JSON text', () => {
    expect(readRegions(JSON.stringify([closedRing(square)]))).toEqual([square]);
  });
  it('drops unreadable regions and keeps at most 3', () => {
    expect(
      readRegions([
        [
          ['a', 1],
          [2, 3],
          [3, 4],
        ],
        square,
      ]),
    ).toEqual([square]);
    expect(
      readRegions([
        [
          [500, 1],
          [2, 3],
          [3, 4],
        ],
      ]),
    ).toEqual([]);
    expect(readRegions([square, square, square, square])).toHaveLength(MAX_REGIONS);
    expect(readRegions('nonsense')).toEqual([]);
    expect(readRegions(null)).toEqual([]);
  });
});

describe('self-intersection', () => {
  it('refuses a bow tie and accepts a square and a concave shape', () => {
    expect(selfIntersects(bowTie)).toBe(true);
    expect(selfIntersects(square)).toBe(false);
    expect(
      selfIntersects([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 1],
        [0, 4],
      ]),
    ).toBe(false);
  });
});

const item = (id: string, ring: Region = square) => ({ id, name: id, ring });
function three(): RegionState {
  let s = NO_REGIONS;
  for (const id of ['a', 'b', 'c']) s = addRegion(s, item(id)).state;
  return s;
}

describe('regions', () => {
  it('a new region becomes the active one', () => {
    expect(addRegion(NO_REGIONS, item('a')).state.activeId).toBe('a');
  });
  it('refuses a fourth with "Maximum 3 regions allowed"', () => {
    const { state, error } = addRegion(three(), item('d'));
    expect(error).toBe('Maximum 3 regions allowed');
    expect(state.items.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
  it('refuses a self-intersecting region with its message', () => {
    expect(addRegion(NO_REGIONS, item('x', bowTie)).error).toBe(REGION_MSG.selfIntersecting);
    expect(updateRegion(three(), 'a', bowTie).error).toBe(REGION_MSG.selfIntersecting);
  });
  it('removing the active region activates the next, else the previous', () => {
    const s = selectRegion(three(), 'b');
    expect(removeRegion(s, 'b').activeId).toBe('c');
    expect(removeRegion(three(), 'c').activeId).toBe('b');
    expect(removeRegion(removeRegion(removeRegion(three(), 'c'), 'b'), 'a')).toEqual(NO_REGIONS);
  });
  it('removing another region keeps the active one', () => {
    expect(removeRegion(selectRegion(three(), 'a'), 'c').activeId).toBe('a');
  });
});

describe('geometry and the default centre', () => {
  it('finds points inside a region and the centre of regions', () => {
    expect(contains(square, [-122.41, 37.76])).toBe(true);
    expect(contains(square, [-122.39, 37.76])).toBe(false);
    const c = centroid([square]);
    expect(c?.lng).toBeCloseTo(-122.415, 9);
    expect(c?.lat).toBeCloseTo(37.76, 9);
  });
  it("uses the app's default region, else the California area at zoom 14", () => {
    expect(defaultCentre('37.7599,-122.4148')).toEqual({ lat: 37.7599, lng: -122.4148, zoom: 14 });
    expect(defaultCentre(null)).toBe(CALIFORNIA_CENTRE);
    expect(defaultCentre('999,0')).toBe(CALIFORNIA_CENTRE);
    expect(CALIFORNIA_CENTRE.zoom).toBe(14);
  });
});
