import { describe, expect, it } from 'vitest';
import { cleanAttribute, cleanName, isSecretKey } from '@/scripts/tracing.mjs';
import { redact } from '@/server/log';

const NAMES = [
  'api_key',
  'apiKey',
  'X-API-KEY',
  'password',
  'pwd',
  'passwd',
  'cookie',
  'http.request.header.cookie',
  'set-cookie',
  'sessionSecret',
  'token',
  'access_token',
  'authorization',
  'signature',
  'credentials',
  'session',
  'email',
  'route',
  'http.target',
  'upstream.endpoint',
  'request.id',
];

describe('the trace redaction (scripts/tracing.mjs)', () => {
  it('names the same secrets as the log redaction (server/log.ts)', () => {
    for (const name of NAMES)
      expect(isSecretKey(name), name).toBe((redact({ [name]: 'v' }) as Record<string, unknown>)[name] === '[redacted]');
  });

  it('drops query strings from URLs and names, masks query-form secrets in other text', () => {
    expect(cleanAttribute('http.target', '/api/auth/sso?e=a%40b.co&a=token-123')).toBe('/api/auth/sso');
    expect(cleanAttribute('url.full', 'https://u.test/x?y=1#z')).toBe('https://u.test/x');
    expect(cleanAttribute('url.query', 'api_key=k')).toBe('[redacted]');
    expect(cleanAttribute('next.page', 'x&api_key=k-123')).toBe('x&api_key=[redacted]');
    expect(cleanAttribute('http.request.header.x-request-id', ['abc'])).toEqual(['abc']);
    expect(cleanAttribute('http.status_code', 200)).toBe(200);
    expect(cleanName('GET /login?api_key=k')).toBe('GET /login');
  });

  it("masks the user webhook's secret, the last segment of its path, as the log redaction does", () => {
    const path = '/api/webhooks/users/acme/L77rIcZzbHa3VF6HsYUNfJO7teJ7txq7';
    expect(cleanName(path)).toBe('/api/webhooks/users/acme/[redacted]');
    expect(cleanName(`POST ${path}?x=1`)).toBe('POST /api/webhooks/users/acme/[redacted]');
    expect(cleanAttribute('http.target', path)).toBe('/api/webhooks/users/acme/[redacted]');
    expect(cleanAttribute('url.full', `http://127.0.0.1:3000${path}`)).toBe('http://127.0.0.1:3000/api/webhooks/users/acme/[redacted]');
    expect(redact({ route: path, url: `https://d.test${path}` })).toEqual({
      route: '/api/webhooks/users/acme/[redacted]',
      url: 'https://d.test/api/webhooks/users/acme/[redacted]',
    });
    expect(cleanName('/api/webhooks/users/acme')).toBe('/api/webhooks/users/acme');
  });
});

describe('the sampler (OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG)', () => {
  it('refuses a name or a ratio it does not know, naming the variable', async () => {
    const { startTracing } = await import('@/scripts/tracing.mjs');
    expect(() => startTracing({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG must be a ratio/,
    );
    expect(() => startTracing({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/OTEL_TRACES_SAMPLER must be one of/);
  });
});
