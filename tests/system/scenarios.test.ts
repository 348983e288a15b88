/**
 * Replays every scenario in scenarios/ against a fresh simulator with a simulated clock.
 * Each must reach its expectations; two runs must end in the same snapshots (same digest);
 * and replaying the first run's journal, with no gateway at all, must reach them too.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { REDACTED, systemDigest } from '../../machines/system/journal';
import { createMemoryStorage } from '../../machines/shared/storage';
import { LONG_LIVED_IDS, replayJournal } from '../../machines/system/system';
import { loadScenarios } from '../../scenarios/runner';
import { expectSameTwice, runScenario } from '../support/scenario';

const scenarios = loadScenarios();

describe('scenarios', () => {
  it('has the foundation scenarios', () => {
    const ids = scenarios.map((s) => s.id);
    for (const id of ['normal-boot', 'maintenance', 'region-block', 'language-fallback', 'token-from-url', 'session-expiry', 'logout']) {
      expect(ids).toContain(id);
    }
  });

  for (const scenario of scenarios) {
    describe(scenario.id, () => {
      it('reaches every expectation, and a second run ends in the same snapshots', () => expectSameTwice(scenario));

      it('replaying its journal reaches the same snapshots without a gateway', async () => {
        const run = await runScenario(scenario);
        const live = run.digest();
        const entries = run.journal.toJSON();
        const config = run.config;
        const until = run.clock.now();
        run.close();

        // Nothing secret was journalled.
        const text = JSON.stringify(entries);
        expect(text).not.toMatch(/Player123|sim-url-token-player01/);
        // Every password-like string value is redacted (a `password` field rule object is not a secret).
        expect(text).not.toMatch(/"(?:\w*[pP]assword|captcha|token|verificationCode|smsCode)":"(?!\[redacted\])[^"]+"/);
        expect(REDACTED).toBe('[redacted]');

        const url = new URL(scenario.url ?? '/', 'http://x');
        const replay = await replayJournal(entries, {
          config,
          storage: createMemoryStorage(scenario.storage),
          urlToken: url.searchParams.get('token'),
          clock: new SimulatedClock(),
          until,
        });
        const replayed = systemDigest(replay, LONG_LIVED_IDS);
        replay.stop();
        expect(replayed.snapshots).toEqual(live.snapshots);
        expect(replayed.digest).toBe(live.digest);
      });
    });
  }
});
