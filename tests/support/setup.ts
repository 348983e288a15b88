// Shared test setup, loaded by every test file: Testing Library's patience for the files that
// render (jsdom), and what a file's modules asked to run at its end (its machine coverage).
import { afterAll } from 'vitest';
import { runFileEnd } from './file-end';

// findBy*/waitFor wait up to 5 s (Testing Library's default is 1 s): a view test's first render
// fetches a lazy page and its catalogue, which a loaded CI machine (two workers on 2 cores) can
// take longer than a second to do. What a test waits for is unchanged; only how patiently.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

afterAll(runFileEnd);
