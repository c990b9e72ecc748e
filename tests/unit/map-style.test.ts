import { describe, expect, it, vi } from 'vitest';
import { boundaryPath, DEFAULT_STYLE_PATH, deferredData, mapStyleOrigins, offlineStyle } from '@/lib/map-style';
import { ConfigError, parseConfig } from '@/server/config';
import { contentSecurityPolicy } from '@/server/request/security-headers';

vi.mock('server-only', () => ({}));

const base = { NODE_ENV: 'test' as const, SESSION_SECRETS: 'x'.repeat(40) };
const csp = (mapOrigins: string[]) =>
  contentSecurityPolicy({
    nonce: 'n',
    embedded: false,
    fubOrigin: 'https://fub.test',
    upstreamOrigin: 'http://up.test',
    production: false,
    development: false,
    mapOrigins,
  });
const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src'));

describe('MAP_STYLE_URL', () => {
  it("defaults to the dashboard's own offline style, and the CSP allows no map host", () => {
    const c = parseConfig({ ...base });
    expect(c.map).toEqual({ styleUrl: DEFAULT_STYLE_PATH, origins: [] });
    expect(connectSrc(csp(c.map.origins))).toBe("connect-src 'self'");
  });
  it("allows the configured style's host and no other", () => {
    const c = parseConfig({ ...base, MAP_STYLE_URL: 'https://api.maptiler.com/maps/streets/style.json?key=k' });
    expect(c.map).toEqual({ styleUrl: 'https://api.maptiler.com/maps/streets/style.json?key=k', origins: ['https://api.maptiler.com'] });
    expect(connectSrc(csp(c.map.origins))).toBe("connect-src 'self' https://api.maptiler.com");
  });
  it('refuses a value that is no absolute http(s) URL, naming the variable', () => {
    expect(() => parseConfig({ ...base, MAP_STYLE_URL: 'tiles.example.com/style.json' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
  });
  it('reads origins only from http(s) URLs', () => {
    expect(mapStyleOrigins('/api/map/style')).toEqual([]);
    expect(mapStyleOrigins('ftp://x.test/style.json')).toEqual([]);
  });
});

describe('the offline style', () => {
  it('uses only the dashboard for its data and local fonts for labels (no glyphs, no sprite)', () => {
    const style = offlineStyle('');
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    // The outlines are fetched once the map is interactive: the sources start empty, their URLs in the metadata.
    expect(Object.values(style.sources).map((s) => s.data)).toEqual([
      { type: 'FeatureCollection', features: [] },
      { type: 'FeatureCollection', features: [] },
    ]);
    expect(deferredData(style)).toEqual([
      ['states', boundaryPath('states')],
      ['counties', boundaryPath('counties')],
    ]);
    const labels = style.layers.filter((l) => l.type === 'symbol');
    expect(labels.length).toBe(2);
    for (const l of labels) expect((l as { layout: Record<string, unknown> }).layout['text-font']).toEqual(['sans-serif']);
  });
});

describe('deferred sources of a style', () => {
  it('reads only string URLs from the metadata key; any other style has none', () => {
    expect(deferredData(undefined)).toEqual([]);
    expect(deferredData({ metadata: 'x' })).toEqual([]);
    expect(deferredData({ metadata: { 'broker-dashboard:deferred-data': { a: '/a.json', b: 3 } } })).toEqual([['a', '/a.json']]);
    expect(deferredData({ metadata: { 'mapbox:autocomposite': true } })).toEqual([]);
  });
});
