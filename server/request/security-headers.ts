/**
 * The security headers of every page: a nonce-based Content-Security-Policy (no inline script without
 * the request's nonce), framing (only the CRM on the embed; nobody elsewhere), and the usual hardening
 * headers. Pure: proxy.ts passes in what it knows.
 */
/** The request header by which proxy.ts tells the page it is served in the CRM embed (set or removed on every page request). */
export const EMBEDDED_HEADER = 'x-embedded';

export type HeaderOptions = {
  nonce: string;
  /** The embed (/fub and an embedded session's pages): only the CRM's origin may frame it. */
  embedded: boolean;
  fubOrigin: string;
  /** Where upstream images and videos come from (the demo's own server, a CDN...). */
  upstreamOrigin: string;
  production: boolean;
  development: boolean;
  /** Origins of the configured map style (MAP_STYLE_URL): its style, tiles, glyphs and sprites. None for the offline style. */
  mapOrigins?: string[];
  /** This page's third-party module origins (the CRM widget on /settings): its script and its calls, on that page alone. */
  moduleOrigins?: string[];
  /** Follow Up Boss's embedded-apps script's origin (FUB_EMBED_SCRIPT_URL): a script source on embedded pages only. */
  fubScriptOrigin?: string;
};

export function contentSecurityPolicy(o: HeaderOptions): string {
  const media = `'self' data: blob: https: ${o.upstreamOrigin}`;
  const map = (o.mapOrigins ?? []).map((origin) => ` ${origin}`).join('');
  const modules = (o.moduleOrigins ?? []).map((origin) => ` ${origin}`).join('');
  // The tag also carries the nonce ('strict-dynamic' ignores hosts in CSP3 browsers); the origin serves older ones.
  const fubScript = o.embedded && o.fubScriptOrigin ? ` ${o.fubScriptOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${o.nonce}' 'strict-dynamic'${modules}${fubScript}${o.development ? " 'unsafe-eval'" : ''}`,
    // Style attributes (React style props, Radix positioning) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${map}${modules}`,
    "worker-src 'self' blob:",
    // Help videos may be embedded players (YouTube, Vimeo).
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${o.embedded ? o.fubOrigin : "'none'"}`,
    ...(o.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders(o: HeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
  if (!o.embedded) headers['X-Frame-Options'] = 'DENY';
  if (o.production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
