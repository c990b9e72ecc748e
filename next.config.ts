import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'standalone',
  // A separate build folder lets several builds of this tree live side by side (parallel test runs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
};

export default nextConfig;
