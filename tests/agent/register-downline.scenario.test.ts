// @vitest-environment node
/**
 * The registration centre's scenario (tests/agent/scenarios/register-downline.json): refused for a
 * taken username, then accepted and found in downline management — run on the real system over the
 * simulator, twice, to the same snapshots.
 *
 * It lives here rather than in scenarios/ because the journal replay cannot reproduce it: the
 * journal redacts every password (as it must), so a replay's password is "[redacted]", which the
 * server's password rule (letters and digits) refuses, and the replayed form stops where the live
 * one went on. A journal that keeps a secret's validity without its value is left for later.
 */
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import type { Scenario } from '../../machines/system/scenario';
import { expectSameTwice } from '../support/scenario';

const scenario = JSON.parse(readFileSync(new URL('./scenarios/register-downline.json', import.meta.url), 'utf8')) as Scenario;

describe('register-downline scenario', () => {
  it('reaches every expectation, and a second run ends in the same snapshots', () => expectSameTwice(scenario));
});
