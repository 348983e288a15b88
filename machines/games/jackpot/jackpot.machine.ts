/**
 * jackpot: the home page's ticker (spec §2, §9). It starts at a value between 200,000,000 and
 * 300,000,000 with 2 decimals and grows by 100 to 500 every 3, 4 or 5 seconds. The randomness
 * comes from a seed in the input (a seeded generator), so a replay shows the same numbers.
 */
import { assign, setup } from 'xstate';
import { nextRandom } from '../../shared/random';

export const JACKPOT_MIN = 200_000_000;
export const JACKPOT_MAX = 300_000_000;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_DELAYS = [3_000, 4_000, 5_000] as const;

export interface JackpotContext {
  value: number;
  /** The delay before the next growth. */
  nextDelay: number;
  rng: number;
}

/** The start value: 2 decimals, in [200,000,000, 300,000,000]. */
export function jackpotStart(seed: number): { value: number; rng: number } {
  const [r, rng] = nextRandom(seed >>> 0);
  return { value: Math.round((JACKPOT_MIN + r * (JACKPOT_MAX - JACKPOT_MIN)) * 100) / 100, rng };
}

export function jackpotStep(rng: number): { step: number; delay: number; rng: number } {
  const [a, r1] = nextRandom(rng);
  const [b, r2] = nextRandom(r1);
  const step = JACKPOT_STEP_MIN + Math.floor(a * (JACKPOT_STEP_MAX - JACKPOT_STEP_MIN + 1));
  const delay = JACKPOT_DELAYS[Math.min(JACKPOT_DELAYS.length - 1, Math.floor(b * JACKPOT_DELAYS.length))]!;
  return { step, delay, rng: r2 };
}

export const jackpotMachine = setup({
  types: { context: {} as JackpotContext, input: {} as { seed: number } },
  delays: { next: ({ context }) => context.nextDelay },
}).createMachine({
  id: 'jackpot',
  context: ({ input }) => {
    const start = jackpotStart(input.seed);
    const first = jackpotStep(start.rng);
    return { value: start.value, nextDelay: first.delay, rng: first.rng };
  },
  initial: 'ticking',
  states: {
    ticking: {
      after: {
        next: {
          target: 'ticking',
          reenter: true,
          actions: assign(({ context }) => {
            const { step, delay, rng } = jackpotStep(context.rng);
            return { value: Math.round((context.value + step) * 100) / 100, nextDelay: delay, rng };
          }),
        },
      },
    },
  },
});
