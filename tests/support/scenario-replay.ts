/**
 * The replay of the scenarios in scenarios/, shared by tests/system/scenarios.test.ts and
 * scenarios-more.test.ts, each taking every other scenario (by id): the two files run side by
 * side, where one would be the unit tests' longest. Each scenario must reach its expectations; two
 * runs must end in the same snapshots (same digest); and replaying the first run's journal, with
 * no gateway at all, must reach them too.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { REDACTED, systemDigest } from '../../machines/system/journal';
import { createMemoryStorage } from '../../machines/shared/storage';
import { LONG_LIVED_IDS, replayJournal } from '../../machines/system/system';
import { loadScenarios } from '../../scenarios/runner';
import { expectSameTwice, runScenario } from './scenario';

/** Fields whose typed value is a secret (passwords of every kind, one-time codes, captchas). */
const SECRET_FIELD = /(?:password|pwd|smsCode|verificationCode|verifyValue|captcha|googleCode|otp)$/i;

/** Every value the scenario's steps type into a secret field (`form.change` or a payload key). */
function typedSecrets(steps: readonly unknown[]): string[] {
  const found = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    if (o.type === 'form.change' && typeof o.field === 'string' && SECRET_FIELD.test(o.field) && typeof o.value === 'string') found.add(o.value);
    for (const [k, v] of Object.entries(o)) {
      if (SECRET_FIELD.test(k) && typeof v === 'string') found.add(v);
      else walk(v);
    }
  };
  walk(steps);
  // Very short values (a one-digit test code) would match anywhere; the scenarios type real ones.
  return [...found].filter((v) => v.length >= 4);
}

/** Replays every other scenario, by id: `half` 0 takes the first, third, …; 1 the second, fourth, …. */
export function replayScenarios(half: 0 | 1): void {
  const scenarios = loadScenarios().filter((_, i) => i % 2 === half);
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

        // Nothing secret was journalled: no value the steps typed into a secret field (the login,
        // payment and new passwords, codes) ...
        const text = JSON.stringify(entries);
        for (const secret of typedSecrets(scenario.steps)) expect(text, `${scenario.id}: a typed secret in the journal`).not.toContain(secret);
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
}
