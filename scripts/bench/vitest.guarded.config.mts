import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The wrapper-cost micro-benchmark (guarded-cost.bench-test.ts), with the unit suites' aliases. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../', import.meta.url)),
      'server-only': fileURLToPath(new URL('../../tests/server-only-stub.ts', import.meta.url)),
    },
  },
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: { include: ['scripts/bench/guarded-cost.bench-test.ts'], environment: 'node', testTimeout: 600_000 },
});
