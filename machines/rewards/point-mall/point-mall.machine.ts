/**
 * pointMall: the logged-in member's points mall (spec §2 points mall, §3 points, §9 points do
 * not expire): points, ratio, rewards, exchange rules and rate table; redeem a reward and convert
 * points to balance. Both forms are checked as typed and again before sending (whole numbers,
 * the stock, the points the member has, the minimum conversion, the password), then confirmed in
 * a dialog (they cannot be undone), then sent encrypted with the password. A wrong password or
 * too few points is said under its field and everything typed but the password stays; after a
 * success the points are read again, the wallet refreshes (a conversion paid money) and the
 * redeem history and points details read their page again. A logout forgets everything.
 *
 * A visitor (where the brand shows its points mall without a login, brand.pointMallPublic: the
 * page sends `pointMall.browse`) sees the rewards, their cost, the rules and the rate table
 * (`visitor`); redeeming or converting asks them to log in, and the login turns it into their mall.
 *
 * Invokes 'fetchPointMall', 'fetchPublicMall', 'redeemPoints', 'convertPoints' (the same-named
 * effects). No children.
 */
import { and, assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RedeemStatus } from '../../../gateway/rewards/contract';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { tell } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { hasFieldErrors } from '../../shared/form/form';
import type { ConvertInput, PointMall, PointResult, PublicMall, RedeemInput } from './point-mall.types';
import { pointFieldError, validatePointForm, type PointForm, type PointFormField } from './point-mall.rules';

export interface PointMallContext {
  mall: PointMall | null;
  /** What a visitor sees (brand.pointMallPublic). */
  preview: PublicMall | null;
  error: GatewayErrorInfo | null;
  form: (PointForm & { error: GatewayErrorInfo | null }) | null;
  /** What the last redeem or conversion did. */
  notice: { mode: 'redeem' | 'convert'; transId: string; amount: number; points: number; status: RedeemStatus } | null;
}

export type PointMallEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'pointMall.refresh' }
  | { type: 'pointMall.browse' }
  | { type: 'pointMall.redeem'; rewardId: string }
  | { type: 'pointMall.convert' }
  | { type: 'pointMall.dismiss' }
  | { type: 'form.change'; field: PointFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.confirm' }
  | { type: 'form.back' }
  | { type: 'form.cancel' };

/** After a redeem or a conversion: the balance, the history and the details are read again. */
const AFTER_SUCCESS = ['refreshWallet', 'refreshRecords', 'refreshDetails'] as const;
const FIELDS: readonly PointFormField[] = ['quantity', 'points', 'password'];
const EMPTY: PointMallContext = { mall: null, preview: null, error: null, form: null, notice: null };
const blank = (mode: 'redeem' | 'convert', rewardId = ''): PointMallContext['form'] => ({
  mode,
  rewardId,
  quantity: '1',
  points: '',
  password: '',
  fieldErrors: {},
  error: null,
});
const errorsOf = (c: PointMallContext) => (c.form && c.mall ? validatePointForm(c.form, c.mall) : { password: { key: 'validation.required' } });

export const pointMallMachine = setup({
  types: {
    context: {} as PointMallContext,
    events: {} as PointMallEvent,
  },
  actors: {
    fetchPointMall: notProvided<void, PointMall>('fetchPointMall'),
    fetchPublicMall: notProvided<void, PublicMall>('fetchPublicMall'),
    redeemPoints: notProvided<RedeemInput, PointResult>('redeemPoints'),
    convertPoints: notProvided<ConvertInput, PointResult>('convertPoints'),
  },
  guards: {
    member: ({ event }) => event.type === 'session.changed' && event.loggedIn && !event.isTrial,
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    knownReward: ({ context, event }) => event.type === 'pointMall.redeem' && Boolean(context.mall?.rewards.some((r) => r.id === event.rewardId)),
    knownField: ({ event }) => event.type === 'form.change' && FIELDS.includes(event.field),
    /** Checked as typed, and again at the confirmation (the points may have been read again). */
    formValid: ({ context }) => !hasFieldErrors(errorsOf(context)),
    isRedeem: ({ context }) => context.form?.mode === 'redeem',
    /** The refusal belongs under a field. */
    errorOnField: ({ context, event }) => pointFieldError(toErrorInfo(errorOf(event)).code, context.form!.mode) !== null,
  },
  actions: {
    refreshWallet: tell('wallet', { type: 'wallet.refresh' }),
    promptLogin: tell('session', { type: 'session.promptLogin' }),
    refreshRecords: tell('redeemRecords', { type: 'query.refresh' }),
    refreshDetails: tell('pointDetails', { type: 'query.refresh' }),
    /** Under its field (a wrong password is cleared); everything else typed stays. */
    refuseOnField: assign(({ context, event }) => {
      const hit = pointFieldError(toErrorInfo(errorOf(event)).code, context.form!.mode)!;
      return { form: { ...context.form!, ...(hit.field === 'password' ? { password: '' } : {}), fieldErrors: { [hit.field]: { key: hit.key } }, error: null } };
    }),
    refuse: assign(({ context, event }) => ({ form: { ...context.form!, error: toErrorInfo(errorOf(event)) } })),
  },
}).createMachine({
  id: 'pointMall',
  context: EMPTY,
  initial: 'inactive',
  states: {
    inactive: {
      entry: assign(EMPTY),
      on: { 'session.changed': { guard: 'member', target: 'active' }, 'pointMall.browse': 'visitor' },
    },
    /** A visitor browsing the mall: what anyone may see; redeeming or converting asks for a login. */
    visitor: {
      initial: 'loading',
      on: {
        'session.changed': [
          { guard: 'member', target: 'active' },
          { guard: 'loggedIn', target: 'inactive' },
        ],
      },
      states: {
        loading: {
          on: { 'language.changed': { target: 'loading', reenter: true } },
          invoke: {
            id: 'fetchPublicMall',
            src: 'fetchPublicMall',
            onDone: { target: 'ready', actions: assign(({ event }) => ({ preview: event.output, error: null })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        failed: { on: { 'pointMall.browse': 'loading', 'language.changed': 'loading' } },
        ready: {
          on: {
            'pointMall.browse': 'loading',
            'language.changed': 'loading',
            'pointMall.redeem': { actions: 'promptLogin' },
            'pointMall.convert': { actions: 'promptLogin' },
          },
        },
      },
    },
    active: {
      initial: 'loading',
      on: {
        'session.changed': { guard: not('member'), target: 'inactive' },
        'pointMall.dismiss': { actions: assign({ notice: null }) },
      },
      states: {
        loading: {
          on: { 'language.changed': 'loading' },
          invoke: {
            id: 'fetchPointMall',
            src: 'fetchPointMall',
            onDone: { target: 'ready', actions: assign(({ event }) => ({ mall: event.output, error: null })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
          },
        },
        failed: { on: { 'pointMall.refresh': 'loading', 'language.changed': 'loading' } },
        ready: {
          on: {
            'pointMall.refresh': 'loading',
            'language.changed': 'loading',
            'pointMall.redeem': {
              guard: 'knownReward',
              target: 'editing',
              actions: assign(({ event }) => ({ form: blank('redeem', event.rewardId), notice: null })),
            },
            'pointMall.convert': { target: 'editing', actions: assign({ form: () => blank('convert'), notice: null }) },
          },
        },
        editing: {
          on: {
            'form.change': {
              guard: 'knownField',
              actions: assign(({ context, event }) => ({
                form: { ...context.form!, [event.field]: event.value, fieldErrors: { ...context.form!.fieldErrors, [event.field]: undefined } },
              })),
            },
            'form.submit': [
              { guard: 'formValid', target: 'confirming', actions: assign(({ context }) => ({ form: { ...context.form!, fieldErrors: {}, error: null } })) },
              { actions: assign(({ context }) => ({ form: { ...context.form!, fieldErrors: errorsOf(context), error: null } })) },
            ],
            'form.cancel': { target: 'ready', actions: assign({ form: null }) },
          },
        },
        confirming: {
          on: {
            'form.confirm': [
              { guard: and(['formValid', 'isRedeem']), target: 'redeeming' },
              { guard: 'formValid', target: 'converting' },
            ],
            'form.back': 'editing',
          },
        },
        redeeming: {
          invoke: {
            id: 'redeemPoints',
            src: 'redeemPoints',
            input: ({ context }) => ({ rewardId: context.form!.rewardId, quantity: Number(context.form!.quantity.trim()), password: context.form!.password }),
            onDone: {
              target: 'loading',
              actions: [assign(({ event }) => ({ notice: { mode: 'redeem' as const, ...noticeOf(event.output) }, form: null })), ...AFTER_SUCCESS],
            },
            onError: [
              { guard: 'errorOnField', target: 'editing', actions: 'refuseOnField' },
              { target: 'editing', actions: 'refuse' },
            ],
          },
        },
        converting: {
          invoke: {
            id: 'convertPoints',
            src: 'convertPoints',
            input: ({ context }) => ({ points: Number(context.form!.points.trim()), password: context.form!.password }),
            onDone: {
              target: 'loading',
              actions: [assign(({ event }) => ({ notice: { mode: 'convert' as const, ...noticeOf(event.output) }, form: null })), ...AFTER_SUCCESS],
            },
            onError: [
              { guard: 'errorOnField', target: 'editing', actions: 'refuseOnField' },
              { target: 'editing', actions: 'refuse' },
            ],
          },
        },
      },
    },
  },
});

function noticeOf(r: PointResult) {
  return { transId: r.transId, amount: r.amount, points: r.points, status: r.status };
}
