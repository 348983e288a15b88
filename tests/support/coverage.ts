/**
 * The machine coverage every run in this test file adds to: the states and transitions of each
 * machine that the scenarios and model tests drive the real system through (from XState's
 * inspection stream). Runs started through `tests/support/scenario.ts` are recorded; at the end
 * of the file (tests/support/setup.ts) what was seen is written as a fragment that
 * `coverage-report.ts` adds up into the table `npm test` prints and
 * `tests/reports/machine-coverage.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { atFileEnd } from './file-end';
import { coverageRecorder } from './reachability';

export const REPORTS_DIR = resolve(import.meta.dirname, '../reports');
export const FRAGMENTS_DIR = join(REPORTS_DIR, '.coverage');

/** This test file's recorder (a module is evaluated once per test file). */
export const coverage = coverageRecorder();
atFileEnd(() => flushCoverage(expect.getState().testPath?.split('/tests/')[1] ?? 'tests'));

/** Writes what this file's runs reached (nothing if they reached nothing). */
function flushCoverage(label: string): void {
  const seen = coverage.seen();
  if (Object.keys(seen).length === 0) return;
  mkdirSync(FRAGMENTS_DIR, { recursive: true });
  const name = `${label.replace(/[^a-zA-Z0-9.-]+/g, '_')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.json`;
  writeFileSync(join(FRAGMENTS_DIR, name), JSON.stringify(seen));
}
