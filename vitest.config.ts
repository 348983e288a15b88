import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit, model, component and scenario tests, by feature under tests/<feature>/ (browser tests: vitest.e2e.config.ts). */
export default defineConfig({
  plugins: [react()],
  define: { __SIMULATOR__: 'true', __BUILD_MODE__: '"test"' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/**/*.e2e.test.ts', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/coverage-report.ts'],
  },
});
