// Shared test setup: each file's machine coverage is written when the file is done.
import { afterAll, expect } from 'vitest';
import { flushCoverage } from './coverage';

afterAll(() => {
  flushCoverage(expect.getState().testPath?.split('/tests/')[1] ?? 'tests');
});
