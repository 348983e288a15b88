/**
 * The two steps of the stand-in verifier (machines/shared/human-check), as the page (simulator
 * mode) and Node runs make them: read the puzzle of a challenge from the simulator's geetest
 * pages, and have the piece's x checked there. A drag off the notch is `challenge.failed`.
 */
import type { GeetestRegister, GeetestResult } from '../../gateway/account/schemas';
import { GatewayError } from '../../gateway/errors';
import type { PuzzleOut } from './geetest';
import { GEETEST_STAND_IN_PATHS } from './handlers/challenge';

export function geetestStandInSteps(opts: { baseUrl: string; merchantCode: string; fetch?: typeof fetch }) {
  const get = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const headers = { Merchant: opts.merchantCode, Device: 'web' };
  const failed = (path: string, status?: number) => new GatewayError({ kind: 'business', code: 'challenge.failed', path, ...(status ? { status } : {}) });
  return {
    async fetchPuzzle(register: GeetestRegister, signal: AbortSignal): Promise<PuzzleOut> {
      const path = GEETEST_STAND_IN_PATHS.puzzle;
      const res = await get(`${opts.baseUrl}${path}?gt=${encodeURIComponent(register.gt)}&challenge=${encodeURIComponent(register.challenge)}`, {
        headers,
        signal,
      });
      if (!res.ok) throw failed(path, res.status);
      return (await res.json()) as PuzzleOut;
    },
    async checkAnswer(i: { register: GeetestRegister; puzzleId: string; x: number }, signal: AbortSignal): Promise<GeetestResult> {
      const path = GEETEST_STAND_IN_PATHS.check;
      const res = await get(`${opts.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge: i.register.challenge, x: i.x }),
        signal,
      });
      if (!res.ok) throw failed(path, res.status);
      const { validate } = (await res.json()) as { validate: string };
      // geetest v3: the seccode is the validate with "|jordan" appended.
      return { geetest_challenge: i.register.challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
    },
  };
}
