import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'standalone',
  // A separate build folder lets several builds of this tree live side by side (parallel test runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  // prom-client is loaded from node_modules, as scripts/serve.mjs loads it: one copy per process. The
  // alert channels' libraries are plain Node packages with lazy requires: loaded as they are, not bundled.
  serverExternalPackages: ['better-sqlite3', 'pg', 'prom-client', 'web-push', 'nodemailer'],
  // The OpenTelemetry SDK is loaded by scripts/tracing.mjs (not bundled, so not traced): the standalone
  // output (the container image) needs it beside the app's own dependencies.
  outputFileTracingIncludes: {
    // Only what require() loads (package.json and the CommonJS builds): no ES modules, types or source maps.
    '/*': [
      'api',
      'context-async-hooks',
      'core',
      'exporter-trace-otlp-http',
      'otlp-exporter-base',
      'otlp-transformer',
      'resources',
      'sdk-logs',
      'sdk-metrics',
      'sdk-trace',
      'semantic-conventions',
    ].flatMap((name) => [`./node_modules/@opentelemetry/${name}/package.json`, `./node_modules/@opentelemetry/${name}/**/*.{cjs,js,json}`]),
  },
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
