import 'server-only';
import { config } from '@/server/config';

/**
 * What the browser reached, as the request tells it. X-Forwarded-Host and X-Forwarded-Proto count only
 * behind the configured proxies (TRUSTED_PROXY_HOPS ≥ 1), as the client address does: without one, a
 * client sends them itself, and `Origin: http://evil.test` with `X-Forwarded-Host: evil.test` would pass
 * the same-origin check. Behind proxies, the last entry is the one the nearest proxy wrote.
 */
function forwarded(headers: Headers, name: string, hops: number): string | null {
  if (hops < 1) return null;
  const entries = (headers.get(name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries[entries.length - 1] ?? null;
}

/** The host (and port) the browser asked for. */
export function requestHost(headers: Headers, hops = config().trustedProxyHops): string | null {
  return forwarded(headers, 'x-forwarded-host', hops) ?? headers.get('host');
}

/** The scheme the browser used: the proxy's word behind one, else https but on loopback. */
export function requestProto(headers: Headers, hops = config().trustedProxyHops): 'http' | 'https' {
  const proto = forwarded(headers, 'x-forwarded-proto', hops);
  if (proto === 'http' || proto === 'https') return proto;
  const host = requestHost(headers, hops) ?? '';
  return host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https';
}
