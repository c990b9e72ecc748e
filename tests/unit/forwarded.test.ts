import { describe, expect, it, vi } from 'vitest';

vi.mock('@/server/config', () => ({ config: () => ({ trustedProxyHops: 0 }) }));
const { requestHost, requestProto } = await import('@/server/request/forwarded');

const headers = (h: Record<string, string>) => new Headers(h);

describe('forwarded headers count only behind the configured proxies', () => {
  it('without a proxy, Host and the loopback rule: a client’s X-Forwarded-* are ignored', () => {
    const h = headers({ host: 'dash.example', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' });
    expect(requestHost(h, 0)).toBe('dash.example');
    expect(requestProto(h, 0)).toBe('https');
    expect(requestProto(headers({ host: 'localhost:3000', 'x-forwarded-proto': 'https' }), 0)).toBe('http');
    // The configured default is read when no count is given.
    expect(requestHost(h)).toBe('dash.example');
  });

  it('behind proxies, the entry the nearest one wrote (the last)', () => {
    const h = headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.test, dash.example', 'x-forwarded-proto': 'https' });
    expect(requestHost(h, 1)).toBe('dash.example');
    expect(requestProto(h, 1)).toBe('https');
    expect(requestHost(headers({ host: 'dash.example' }), 1)).toBe('dash.example');
    expect(requestProto(headers({ host: 'dash.example', 'x-forwarded-proto': 'gopher' }), 1)).toBe('https');
  });
});
