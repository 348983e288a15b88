/**
 * Every scenario in scenarios/ replayed (tests/support/scenario-replay.ts): this file the first of
 * each pair by id, scenarios-more.test.ts the second. Also: the foundation scenarios are there.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../scenarios/runner';
import { replayScenarios } from '../support/scenario-replay';

describe('scenarios', () => {
  it('has the foundation scenarios', () => {
    const ids = loadScenarios().map((s) => s.id);
    for (const id of ['normal-boot', 'maintenance', 'region-block', 'language-fallback', 'token-from-url', 'session-expiry', 'logout']) {
      expect(ids).toContain(id);
    }
  });

  replayScenarios(0);
});
