import { defineConfig } from 'vitest/config';

/** Checks that read the production build (run after `next build`). */
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 60000 },
});
