/**
 * The demo's offline map style: US states and counties from us-atlas (public-domain
 * census shapes, served by the dashboard at /api/map/boundaries/{states|counties}), labels drawn from
 * the browser's own fonts (no `glyphs`: maplibre 5.11+ renders text locally), no other host. A real
 * deployment sets MAP_STYLE_URL to a vector-tile provider's style instead.
 */

export const BOUNDARY_LAYERS = ['states', 'counties'] as const;
export type BoundaryLayer = (typeof BOUNDARY_LAYERS)[number];
export const DEFAULT_STYLE_PATH = '/api/map/style';
export const boundaryPath = (layer: BoundaryLayer) => `/api/map/boundaries/${layer}`;

/** The basemap's colours, shared with the picture drawn before the map loads (lib/map-picture.ts). */
export const BASEMAP_COLOURS = { water: '#dfe9f2', land: '#f6f4ee', county: '#b9b3a5', state: '#8a8373' } as const;

/** Local font stacks: the browser draws these with TinySDF. */
const FONT = ['sans-serif'];

/**
 * A style's GeoJSON sources whose data the map fetches only once it is interactive: the style names
 * them empty with their URLs in its metadata, so the map's load (and the drawing tools, which wait
 * for it) need not wait for 1.7 MB of county outlines to be parsed; the outlines fill in after.
 */
export const DEFERRED_DATA_KEY = 'broker-dashboard:deferred-data';
const EMPTY = { type: 'FeatureCollection', features: [] } as const;

export function offlineStyle(origin: string) {
  return {
    version: 8,
    name: 'Broker dashboard offline',
    metadata: { [DEFERRED_DATA_KEY]: { states: `${origin}${boundaryPath('states')}`, counties: `${origin}${boundaryPath('counties')}` } },
    sources: {
      states: { type: 'geojson', data: EMPTY, attribution: 'US Census Bureau (us-atlas)' },
      counties: { type: 'geojson', data: EMPTY },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': BASEMAP_COLOURS.land } },
      {
        id: 'county-lines',
        type: 'line',
        source: 'counties',
        minzoom: 5,
        paint: { 'line-color': BASEMAP_COLOURS.county, 'line-width': 0.7 },
      },
      { id: 'state-lines', type: 'line', source: 'states', paint: { 'line-color': BASEMAP_COLOURS.state, 'line-width': 1.4 } },
      {
        id: 'county-labels',
        type: 'symbol',
        source: 'counties',
        minzoom: 7,
        layout: { 'text-field': ['concat', ['get', 'name'], ' County'], 'text-font': FONT, 'text-size': 12 },
        paint: { 'text-color': '#6b6557', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
      {
        id: 'state-labels',
        type: 'symbol',
        source: 'states',
        maxzoom: 8,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': FONT,
          'text-size': 14,
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.1,
        },
        paint: { 'text-color': '#4e4a40', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ],
  };
}

/** The deferred sources of a style (id → data URL), none for a style without them. */
export function deferredData(style: { metadata?: unknown } | undefined): [string, string][] {
  const meta = style?.metadata;
  if (!meta || typeof meta !== 'object') return [];
  const entries = (meta as Record<string, unknown>)[DEFERRED_DATA_KEY];
  if (!entries || typeof entries !== 'object') return [];
  return Object.entries(entries as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
}

/** The origins the Content-Security-Policy must allow for a map style URL: its own, none for the dashboard's. */
export function mapStyleOrigins(styleUrl: string | null | undefined): string[] {
  if (!styleUrl || styleUrl.startsWith('/')) return [];
  try {
    const u = new URL(styleUrl);
    return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
  } catch {
    return [];
  }
}
