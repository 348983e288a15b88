import { availableParallelism } from 'node:os';
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
    // Vitest's default is one fewer worker than cores: one worker on CI's 2 cores, where the main
    // process is mostly idle. Two there took the run from 434 s to 246 s, all passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20000,
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/coverage-report.ts'],
  },
});
