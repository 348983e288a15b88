/**
 * The human check before a login or a registration (module GEETEST3): the page asks the gateway
 * for geetest's register answer (`GET /wps/captcha/geetest`), a verifier runs the check with it,
 * and its three fields go with the login or registration payload (W1 handleLogin merges
 * `geetestVerify("login")` into the payload of username logins).
 *
 * The verifier is an actor the composition root provides as the effect `verifyHuman` (input: the
 * register answer; output: the geetest fields):
 * - in production, geetest's own browser SDK (app/boot/geetest.ts), which draws its own widget;
 * - in simulator mode and in Node runs, the stand-in below, whose puzzle the simulator serves as
 *   geetest's servers would: the slider widget shows it, and the answer (the piece's x) reaches it
 *   through the owner's `…challengeAnswer` event, forwarded as `humanCheck.answer`.
 * A verifier that cannot pass ends with a failure (`challenge.failed`, `challenge.cancelled` when
 * the person closed it), which the owner shows on its form.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeetestRegister, GeetestResult } from '../../../gateway/account/schemas';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { effect, errorInfo, notProvided, toErrorInfo } from '../effect';

export type { GeetestRegister, GeetestResult };

/** The stand-in's puzzle: a picture with a notch, and the piece that fills it at height pieceY. */
export interface HumanCheckPuzzle {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  image: string;
  piece: string;
}

/** The piece dropped at x (the stand-in widget's answer). */
export interface HumanCheckAnswer {
  type: 'humanCheck.answer';
  x: number;
}

/** The person closed the verifier: no message, back to the form. */
export const HUMAN_CHECK_CANCELLED = 'challenge.cancelled';
/** The verifier could not pass the person (a designed code: gateway/error-messages.ts). */
export const HUMAN_CHECK_FAILED = 'challenge.failed';

/**
 * The gateway refused a login's or registration's human check: geetest's fields missing, spent or
 * wrong (designed codes: gateway/error-messages.ts). The owner runs a fresh check.
 */
export function isHumanCheckRefusal(error: unknown): boolean {
  const code = toErrorInfo(error).code;
  return code === HUMAN_CHECK_FAILED || code === 'challenge.required';
}

/** Whether a verifier's output is the geetest fields (the stand-in ends with a failure as output). */
export function isGeetestResult(x: unknown): x is GeetestResult {
  const r = x as Partial<GeetestResult> | null;
  return (
    !!r && typeof r === 'object' && typeof r.geetest_challenge === 'string' && typeof r.geetest_validate === 'string' && typeof r.geetest_seccode === 'string'
  );
}

/** The failure a verifier ended with (its output when it is not the geetest fields). */
export function humanCheckFailure(x: unknown): GatewayErrorInfo {
  const failure = (x as { failure?: unknown } | null)?.failure;
  return failure ? toErrorInfo(failure) : errorInfo(HUMAN_CHECK_FAILED, 'errors.challengeFailed');
}

/** Only the fields geetest defines: nothing else of the verifier's output reaches a payload. */
export function geetestFields(r: GeetestResult): GeetestResult {
  return { geetest_challenge: r.geetest_challenge, geetest_validate: r.geetest_validate, geetest_seccode: r.geetest_seccode };
}

/** Whether the owner's verifier child (its snapshot) is the stand-in, whose widget the page draws; geetest draws its own. */
export function isStandIn(snapshot: unknown): boolean {
  return (snapshot as { machine?: { id?: string } } | undefined)?.machine?.id === 'humanCheckStandIn';
}

/** The stand-in's puzzle (null while it loads, or for another verifier). */
export function standInPuzzle(snapshot: unknown): HumanCheckPuzzle | null {
  return isStandIn(snapshot) ? ((snapshot as { context?: { puzzle?: HumanCheckPuzzle | null } }).context?.puzzle ?? null) : null;
}

interface StandInContext {
  register: GeetestRegister;
  puzzle: HumanCheckPuzzle | null;
  /** The piece's x, once answered (an answer that comes while the puzzle loads waits for it). */
  x: number | null;
  result: GeetestResult | null;
  failure: GatewayErrorInfo | null;
}

/**
 * The stand-in verifier: loads its puzzle for the register answer, waits for the piece's x, and
 * has it checked; it ends with the geetest fields, or with `{failure}`. Its two steps are provided
 * by the composition root (the simulator's geetest pages).
 */
export const humanCheckStandInMachine = setup({
  types: {
    context: {} as StandInContext,
    input: {} as GeetestRegister,
    events: {} as HumanCheckAnswer,
    output: {} as GeetestResult | { failure: GatewayErrorInfo },
  },
  actors: {
    fetchPuzzle: notProvided<GeetestRegister, HumanCheckPuzzle>('fetchPuzzle'),
    checkAnswer: notProvided<{ register: GeetestRegister; puzzleId: string; x: number }, GeetestResult>('checkAnswer'),
  },
}).createMachine({
  id: 'humanCheckStandIn',
  context: ({ input }) => ({ register: input, puzzle: null, x: null, result: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      on: { 'humanCheck.answer': { actions: assign({ x: ({ event }) => Math.round(event.x) }) } },
      invoke: {
        src: 'fetchPuzzle',
        input: ({ context }) => context.register,
        onDone: { target: 'waiting', actions: assign({ puzzle: ({ event }) => event.output }) },
        onError: { target: 'done', actions: assign({ failure: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
    waiting: {
      always: { guard: ({ context }) => context.x !== null, target: 'checking' },
      on: { 'humanCheck.answer': { target: 'checking', actions: assign({ x: ({ event }) => Math.round(event.x) }) } },
    },
    checking: {
      invoke: {
        src: 'checkAnswer',
        input: ({ context }) => ({ register: context.register, puzzleId: context.puzzle!.id, x: context.x ?? 0 }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'done', actions: assign({ failure: ({ event }) => toErrorInfo(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => (context.result ? context.result : { failure: context.failure ?? errorInfo(HUMAN_CHECK_FAILED, 'errors.challengeFailed') }),
});

/**
 * The effect the login and the registration declare. The composition root provides the verifier
 * by name (app/boot: geetest's SDK, or the stand-in in simulator mode; scenarios/runner.ts: the
 * stand-in): what this builder makes only says so, and fails if none was given.
 */
export const humanCheckEffects = () => ({
  verifyHuman: notProvided<GeetestRegister, GeetestResult>('verifyHuman'),
});

/**
 * The stand-in as a journal replay runs it: its steps never settle, the journal's recorded
 * outcomes stand in for them (machines/system/system.ts replayJournal), as for every effect.
 */
export const humanCheckReplay = humanCheckStandInMachine.provide({
  actors: {
    fetchPuzzle: fromPromise<HumanCheckPuzzle, GeetestRegister>(() => new Promise<never>(() => {})),
    checkAnswer: fromPromise<GeetestResult, { register: GeetestRegister; puzzleId: string; x: number }>(() => new Promise<never>(() => {})),
  },
});

/** The stand-in verifier, its two steps made from the given functions (the simulator's geetest pages). */
export function humanCheckStandIn(steps: {
  fetchPuzzle: (register: GeetestRegister, signal: AbortSignal) => Promise<HumanCheckPuzzle>;
  checkAnswer: (i: { register: GeetestRegister; puzzleId: string; x: number }, signal: AbortSignal) => Promise<GeetestResult>;
}) {
  return humanCheckStandInMachine.provide({
    actors: { fetchPuzzle: effect(steps.fetchPuzzle), checkAnswer: effect(steps.checkAnswer) },
  });
}
