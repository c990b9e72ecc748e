import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'standalone',
  // A separate build folder lets several builds of this tree live side by side (parallel test runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // prom-client and OpenTelemetry are loaded from node_modules, as scripts/serve.mjs loads them: one copy
  // per process, so the app's metrics land in serve.mjs's registry and its spans in one trace.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/context-async-hooks',
    '@opentelemetry/core',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace',
  ],
  // `npm test` type-checks the whole tree (tsc --noEmit) before it builds; checking again here only slows builds.
  typescript: { ignoreBuildErrors: true },
  // Pages get their headers from proxy.ts (a per-request CSP nonce); its matcher leaves /api/* out, so
  // route handlers' answers get theirs here. They are data, never documents: nothing may run or frame them.
  async headers() {
    return [
      {
        source: '/api/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
