/**
 * confirmation — the withdrawal confirmation (spec §4, named in the design): a withdrawal paid by
 * another member's deposit (C2C) waits for the member to say whether the money arrived. The
 * dialog offers received in full, received in part (how much), or not received (proof images,
 * png or jpg, at most 3, 5 MB each) with a remark of at most 140 characters (2 to 40 words when
 * written). Without an answer it
 * counts as received when the configured minutes run out: the countdown ticks here (XState
 * delays, from the gateway's remaining seconds), and the dialog warns that such a forced receipt
 * means the paying deposit is not refunded. At the end, the confirmation and its timeline (each
 * step with its time and reason) as the gateway now has them.
 *
 * It looks for pending confirmations when the member logs in (`session.changed`) and when asked
 * (`confirmation.check`: the page becomes visible again; the withdraw workflow tells it after a
 * withdrawal that another member's deposit pays), and opens one on request
 * (`confirmation.open {transId}`: from the withdrawal's row in the account record or the outcome
 * of a withdrawal), whatever its state (an answered one shows its timeline). An answer accepted,
 * or a confirmation counted as received when the time ran out, moves the withdrawal on: the lists
 * of money movements are told (`money.moved`).
 *
 * Long-lived, lazy, started by the first login. Invokes 'fetchConfirmations' and 'processC2c'.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { REMARK_MAX, REMARK_WORDS, remarkWordsFit, type C2cAnswer } from '../../../gateway/money/contract';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided, outputOf, toErrorInfo } from '../../shared/effect';
import { moneyMoved } from '../../shared/money-moved';
import { attach, attachmentsValid, type Attachment } from '../../shared/form/attachments';
import { hasFieldErrors, typedValue, type FieldErrors } from '../../shared/form/form';
import { charCount } from '../../shared/validation';
import { parseAmount, validateAmount } from '../../shared/amount';
import type { C2cRequest, Confirmation } from './confirmation.types';

export type ConfirmationField = 'answer' | 'receivedAmount' | 'remark' | 'proofs';

export interface ConfirmationContext {
  /** The confirmations the last read returned. */
  list: Confirmation[];
  /** The one in the dialog. */
  currentId: string | null;
  /** Asked for by its withdrawal (`confirmation.open`). */
  wanted: string | null;
  /** Seconds left before it counts as received. */
  remaining: number;
  answer: C2cAnswer | null;
  receivedAmount: string;
  remark: string;
  proofs: Attachment[];
  fieldErrors: FieldErrors<ConfirmationField>;
  error: GatewayErrorInfo | null;
  loadError: GatewayErrorInfo | null;
}

export type ConfirmationEvent =
  | { type: 'confirmation.check' }
  | { type: 'confirmation.open'; transId: string }
  | { type: 'confirmation.answer'; answer: C2cAnswer }
  | { type: 'confirmation.later' }
  | { type: 'confirmation.close' }
  | { type: 'confirmation.retry' }
  | { type: 'form.change'; field: 'receivedAmount' | 'remark'; value: string }
  | { type: 'form.attach'; field: 'proofs'; files: Attachment[] }
  | { type: 'form.detach'; field: 'proofs'; id: string }
  | { type: 'form.submit' }
  | { type: 'form.dismiss' }
  | SessionChanged;

export function currentOf(ctx: Pick<ConfirmationContext, 'list' | 'currentId'>): Confirmation | null {
  return ctx.list.find((c) => c.id === ctx.currentId) ?? null;
}

/** The answer's checks (again before sending). */
export function validateAnswer(
  ctx: Pick<ConfirmationContext, 'answer' | 'receivedAmount' | 'remark' | 'proofs' | 'list' | 'currentId'>,
): FieldErrors<ConfirmationField> {
  const errors: FieldErrors<ConfirmationField> = {};
  if (!ctx.answer) errors.answer = { key: 'money:confirm.answerRequired' };
  if (ctx.answer === 'PARTIAL') {
    const amount = currentOf(ctx)?.amount ?? 0;
    const wrong = validateAmount(ctx.receivedAmount, { min: 0, max: 0 });
    if (wrong) errors.receivedAmount = wrong;
    else if ((parseAmount(ctx.receivedAmount) ?? 0) >= amount) errors.receivedAmount = { key: 'money:confirm.partialLess', params: { amount } };
  }
  if (ctx.answer === 'NOT_RECEIVED') {
    if (ctx.proofs.length === 0) errors.proofs = { key: 'money:confirm.proofRequired' };
    else if (!attachmentsValid(ctx.proofs)) errors.proofs = { key: 'validation.image.type' };
  }
  if (charCount(ctx.remark) > REMARK_MAX) errors.remark = { key: 'money:confirm.remarkMax', params: { limit: String(REMARK_MAX) } };
  else if (!remarkWordsFit(ctx.remark)) {
    errors.remark = { key: 'forms:validation.contentLength', params: { min: String(REMARK_WORDS.min), max: String(REMARK_WORDS.max) } };
  }
  return errors;
}

const blankForm = { answer: null, receivedAmount: '', remark: '', proofs: [], fieldErrors: {}, error: null } satisfies Partial<ConfirmationContext>;
const fresh = (): ConfirmationContext => ({ list: [], currentId: null, wanted: null, remaining: 0, loadError: null, ...blankForm });

export const confirmationMachine = setup({
  types: { context: {} as ConfirmationContext, events: {} as ConfirmationEvent },
  actors: {
    fetchConfirmations: notProvided<{ status: '' | 'PENDING' }, Confirmation[]>('fetchConfirmations'),
    processC2c: notProvided<C2cRequest, Confirmation>('processC2c'),
  },
  delays: { second: 1000 },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn && !event.isTrial,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    wantedPending: ({ context, event }) => outputOf<Confirmation[]>(event).some((c) => c.transId === context.wanted && c.status === 'PENDING'),
    wantedFound: ({ context, event }) => outputOf<Confirmation[]>(event).some((c) => c.transId === context.wanted),
    anyPending: ({ context, event }) => context.wanted === null && outputOf<Confirmation[]>(event).some((c) => c.status === 'PENDING'),
    timeLeft: ({ context }) => context.remaining > 1,
    isValid: ({ context }) => !hasFieldErrors(validateAnswer(context)),
  },
  actions: {
    pickWanted: assign(({ context, event }) => {
      const list = outputOf<Confirmation[]>(event);
      const c = list.find((x) => x.transId === context.wanted)!;
      return { list, currentId: c.id, remaining: c.remainingSeconds, wanted: null, loadError: null, ...blankForm };
    }),
    pickPending: assign(({ event }) => {
      const list = outputOf<Confirmation[]>(event);
      const c = list.find((x) => x.status === 'PENDING')!;
      return { list, currentId: c.id, remaining: c.remainingSeconds, loadError: null, ...blankForm };
    }),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
  },
}).createMachine({
  id: 'confirmation',
  context: fresh,
  initial: 'idle',
  on: {
    'session.changed': [
      { guard: 'loggedOut', target: '.idle', actions: assign(fresh) },
      { guard: 'loggedIn', target: '.checking', actions: assign({ wanted: null }) },
    ],
  },
  states: {
    idle: {
      on: {
        'confirmation.check': 'checking',
        'confirmation.open': { target: 'checking', actions: assign(({ event }) => ({ wanted: event.transId })) },
      },
    },
    /** Reading the member's confirmations (the pending ones, or all when one is wanted). */
    checking: {
      invoke: {
        id: 'fetchConfirmations',
        src: 'fetchConfirmations',
        input: ({ context }) => ({ status: context.wanted === null ? ('PENDING' as const) : ('' as const) }),
        onDone: [
          { guard: 'wantedPending', target: 'open', actions: 'pickWanted' },
          { guard: 'wantedFound', target: 'answered', actions: 'pickWanted' },
          { guard: 'anyPending', target: 'open', actions: 'pickPending' },
          { target: 'quiet', actions: assign(({ event }) => ({ list: event.output, currentId: null, wanted: null, loadError: null })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: {
      on: {
        'confirmation.retry': 'checking',
        'confirmation.open': { target: 'checking', actions: assign(({ event }) => ({ wanted: event.transId, loadError: null })) },
        'confirmation.later': { target: 'quiet', actions: assign({ wanted: null }) },
      },
    },
    /** Nothing to ask (or the member chose later). */
    quiet: {
      on: {
        'confirmation.check': 'checking',
        'confirmation.open': { target: 'checking', actions: assign(({ event }) => ({ wanted: event.transId })) },
      },
    },
    /** The dialog: the answer is chosen and sent while the countdown runs. */
    open: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: {
              after: {
                second: [
                  { guard: 'timeLeft', target: 'running', reenter: true, actions: 'tick' },
                  { target: '#confirmation.timedOut', actions: assign({ remaining: 0 }) },
                ],
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'confirmation.answer': {
                  actions: assign(({ context, event }) => ({ answer: event.answer, fieldErrors: { ...context.fieldErrors, answer: undefined }, error: null })),
                },
                'form.change': { actions: assign(({ context, event }) => typedValue(context, event)) },
                'form.attach': {
                  actions: assign(({ context, event }) => {
                    const { list, error } = attach(context.proofs, event.files);
                    return { proofs: list, fieldErrors: { ...context.fieldErrors, proofs: error ?? undefined } };
                  }),
                },
                'form.detach': {
                  actions: assign(({ context, event }) => ({
                    proofs: context.proofs.filter((p) => p.id !== event.id),
                    fieldErrors: { ...context.fieldErrors, proofs: undefined },
                  })),
                },
                'form.submit': [
                  { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
                  { actions: assign(({ context }) => ({ fieldErrors: validateAnswer(context), error: null })) },
                ],
                'form.dismiss': { actions: assign({ error: null }) },
                'confirmation.later': { target: '#confirmation.quiet', actions: assign(blankForm) },
              },
            },
            submitting: {
              invoke: {
                id: 'processC2c',
                src: 'processC2c',
                input: ({ context }) => ({
                  id: context.currentId!,
                  answer: context.answer!,
                  ...(context.answer === 'PARTIAL' ? { receivedAmount: parseAmount(context.receivedAmount)! } : {}),
                  remark: context.remark,
                  images: context.answer === 'NOT_RECEIVED' ? context.proofs.map((p) => p.dataUrl) : [],
                }),
                onDone: {
                  target: '#confirmation.answered',
                  actions: [
                    assign(({ context, event }) => ({ list: context.list.map((c) => (c.id === event.output.id ? event.output : c)), remaining: 0 })),
                    moneyMoved(),
                  ],
                },
                onError: { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              },
            },
          },
        },
      },
    },
    /** The time ran out: the gateway has counted it as received; read it again to show what it says. */
    timedOut: {
      invoke: {
        id: 'refreshConfirmations',
        src: 'fetchConfirmations',
        input: () => ({ status: '' as const }),
        onDone: { target: 'answered', actions: [assign(({ event }) => ({ list: event.output })), moneyMoved()] },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    /** The confirmation as it stands, with its timeline. */
    answered: {
      on: {
        'confirmation.close': { target: 'checking', actions: assign({ ...blankForm, wanted: null }) },
      },
    },
  },
});
