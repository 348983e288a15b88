// Shared test setup: each file's machine coverage is written when the file is done.
import { configure } from '@testing-library/dom';
import { afterAll, expect } from 'vitest';
import { flushCoverage } from './coverage';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a view test's first render
// fetches a lazy page and its catalogue, which a loaded CI machine (two workers on 2 cores) can
// take longer than a second to do. What a test waits for is unchanged; only how patiently.
configure({ asyncUtilTimeout: 5_000 });

afterAll(() => {
  flushCoverage(expect.getState().testPath?.split('/tests/')[1] ?? 'tests');
});
