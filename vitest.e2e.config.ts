import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium (playwright-core) against the app served by vite. One file at a time. */
export default defineConfig({
  define: { __SIMULATOR__: 'true', __BUILD_MODE__: '"test"' },
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['tests/support/e2e-global-setup.ts'],
  },
});
