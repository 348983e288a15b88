/**
 * claims: the logged-in member's claim hall (spec §2 promotions claim hall; the member centre's
 * reward centre shows its issued rewards, and their count is the badge). Every activity status of
 * spec §4 is acted on as it means (gateway/rewards/contract.ts CLAIM_ACTIONS): JOIN joins,
 * CLAIM and ISSUED claim (a raffle draws its prize), APPLYING and REJECTED open the application
 * (a comment of at most 140 characters and up to 3 png/jpg images of at most 5 MB, checked as
 * chosen and again before sending); the others only show. After an action the list is read
 * again and the wallet told to refresh (a bonus was paid). A failure keeps the list and, for an
 * application, everything typed and chosen. A logout forgets everything.
 *
 * Live wagering: while a claim list is on screen (`claims.watch` … `claims.unwatch`, a second
 * region beside the list) the list is read again every LIVE_REFRESH_MS and whenever the wallet's
 * balance changes (a bet, a bonus: the turnover of a claimed bonus may have moved), provided it
 * is idle (`ready`): a tick during an action or an application is dropped. Leaving the screen
 * stops both.
 *
 * A balance change reaches it as the `money.moved` broadcast: from the wallet when a read finds the
 * balance changed (a bet, a credited deposit), and from every workflow that moves money itself.
 *
 * Invokes 'fetchClaims', 'actOnClaim', 'applyPromotion' (the same-named effects). No children.
 */
import { assign, not, raise, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { APPLICATION_COMMENT_MAX, type ActivityStatus } from '../../../gateway/rewards/contract';
import type { LanguageChanged, MoneyMoved, SessionChanged } from '../../shared/broadcasts';
import { tell } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { attach, attachmentError, attachmentsValid, type Attachment, type AttachmentEvent } from '../../shared/form/attachments';
import { hasFieldErrors, type FieldErrors } from '../../shared/form/form';
import { claimAction } from '../rewards.rules';
import type { ActInput, ActResult, ApplyInput, Claim } from './claims.types';

export type ApplicationField = 'comment' | 'images';

export interface ApplicationForm {
  claimId: string;
  comment: string;
  images: Attachment[];
  fieldErrors: FieldErrors<ApplicationField>;
  error: GatewayErrorInfo | null;
}

/** What the last action did (the view says it). */
export interface ClaimNotice {
  claimId: string;
  title: string;
  status: ActivityStatus;
  bonus: number | null;
}

export interface ClaimsContext {
  claims: Claim[];
  /** How many rewards are issued and waiting to be claimed (the reward centre's badge). */
  issued: number;
  /** The list has been read at least once. */
  loaded: boolean;
  error: GatewayErrorInfo | null;
  /** The claim being acted on. */
  busyId: string | null;
  actionError: { claimId: string; error: GatewayErrorInfo } | null;
  notice: ClaimNotice | null;
  form: ApplicationForm | null;
}

export type ClaimsEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'claims.refresh' }
  | { type: 'claims.watch' }
  | { type: 'claims.unwatch' }
  /** The member's money moved (a bet, a bonus, a deposit): the wagering may have moved. */
  | MoneyMoved
  | { type: 'claims.tick' }
  | { type: 'claims.act'; claimId: string }
  | { type: 'claims.apply'; claimId: string }
  | { type: 'claims.dismiss' }
  | { type: 'form.change'; field: 'comment'; value: string }
  | AttachmentEvent<'images'>
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

export function validateApplication(form: Pick<ApplicationForm, 'comment' | 'images'>): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {};
  const comment = form.comment.trim();
  if (comment === '') errors.comment = { key: 'validation.required' };
  else if (comment.length > APPLICATION_COMMENT_MAX) errors.comment = { key: 'validation.remarkMax', params: { max: APPLICATION_COMMENT_MAX } };
  if (!attachmentsValid(form.images)) errors.images = attachmentError('type');
  return errors;
}

/** How often a claim list on screen is read again (the wagering of a claimed bonus moves with every bet). */
export const LIVE_REFRESH_MS = 30_000;

const EMPTY = { claims: [], issued: 0, loaded: false, error: null, busyId: null, actionError: null, notice: null, form: null };
const claimOf = (context: ClaimsContext, id: string) => context.claims.find((c) => c.id === id);
const actionOf = (context: ClaimsContext, id: string) => {
  const c = claimOf(context, id);
  return c ? claimAction(c.status) : null;
};

export const claimsMachine = setup({
  types: {
    context: {} as ClaimsContext,
    events: {} as ClaimsEvent,
  },
  actors: {
    fetchClaims: notProvided<void, Claim[]>('fetchClaims'),
    actOnClaim: notProvided<ActInput, ActResult>('actOnClaim'),
    applyPromotion: notProvided<ApplyInput, ActResult>('applyPromotion'),
  },
  delays: { liveRefresh: LIVE_REFRESH_MS },
  guards: {
    member: ({ event }) => event.type === 'session.changed' && event.loggedIn && !event.isTrial,
    /** The claim's status is one joined or claimed with one tap. */
    actable: ({ context, event }) => event.type === 'claims.act' && ['join', 'claim'].includes(actionOf(context, event.claimId) ?? ''),
    /** The claim's status asks for an application. */
    appliable: ({ context, event }) => event.type === 'claims.apply' && actionOf(context, event.claimId) === 'apply',
    applicationValid: ({ context }) => context.form !== null && !hasFieldErrors(validateApplication(context.form)),
  },
  actions: {
    refreshWallet: tell('wallet', { type: 'wallet.refresh' }),
  },
}).createMachine({
  id: 'claims',
  context: EMPTY,
  initial: 'inactive',
  states: {
    inactive: {
      entry: assign(EMPTY),
      on: { 'session.changed': { guard: 'member', target: 'active' } },
    },
    active: {
      type: 'parallel',
      on: {
        'session.changed': { guard: not('member'), target: 'inactive' },
        'claims.dismiss': { actions: assign({ notice: null, actionError: null }) },
      },
      states: {
        /** The live region: while a claim list is on screen, ticks on a delay and on balance changes. */
        live: {
          initial: 'off',
          states: {
            off: { on: { 'claims.watch': 'on' } },
            on: {
              after: { liveRefresh: { target: 'on', reenter: true, actions: raise({ type: 'claims.tick' }) } },
              on: {
                'claims.unwatch': 'off',
                'money.moved': { actions: raise({ type: 'claims.tick' }) },
              },
            },
          },
        },
        list: {
          initial: 'loading',
          on: {
            'language.changed': '.loading',
          },
          states: {
            loading: {
              invoke: {
                id: 'fetchClaims',
                src: 'fetchClaims',
                onDone: {
                  target: 'ready',
                  actions: assign(({ event }) => ({
                    claims: event.output,
                    issued: event.output.filter((c) => c.status === 'ISSUED').length,
                    loaded: true,
                    error: null,
                  })),
                },
                onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
              },
            },
            // A tick tries again too (the list on screen recovers by itself).
            failed: { on: { 'claims.refresh': 'loading', 'claims.tick': 'loading' } },
            ready: {
              on: {
                'claims.refresh': 'loading',
                // The live region's tick: read again quietly (the list stays on screen while it loads).
                'claims.tick': 'loading',
                'claims.act': {
                  guard: 'actable',
                  target: 'acting',
                  actions: assign(({ event }) => ({ busyId: event.claimId, actionError: null, notice: null })),
                },
                'claims.apply': {
                  guard: 'appliable',
                  target: 'applying',
                  actions: assign(({ context, event }) => ({
                    notice: null,
                    actionError: null,
                    // Coming back to the same claim finds what was typed.
                    form:
                      context.form?.claimId === event.claimId
                        ? context.form
                        : { claimId: event.claimId, comment: '', images: [], fieldErrors: {}, error: null },
                  })),
                },
              },
            },
            acting: {
              invoke: {
                id: 'actOnClaim',
                src: 'actOnClaim',
                input: ({ context }) => {
                  const claim = claimOf(context, context.busyId!)!;
                  return { claim, action: claimAction(claim.status) as 'join' | 'claim' };
                },
                onDone: {
                  target: 'loading',
                  actions: [
                    assign(({ context, event }) => ({
                      notice: {
                        claimId: context.busyId!,
                        title: claimOf(context, context.busyId!)?.title ?? '',
                        status: event.output.status,
                        bonus: event.output.bonus,
                      },
                      busyId: null,
                    })),
                    'refreshWallet',
                  ],
                },
                onError: {
                  target: 'loading',
                  actions: assign(({ context, event }) => ({ actionError: { claimId: context.busyId!, error: toErrorInfo(event.error) }, busyId: null })),
                },
              },
            },
            applying: {
              on: {
                'form.change': {
                  actions: assign(({ context, event }) => ({
                    form: { ...context.form!, comment: event.value, fieldErrors: { ...context.form!.fieldErrors, comment: undefined } },
                  })),
                },
                'form.attach': {
                  actions: assign(({ context, event }) => {
                    const { list, error } = attach(context.form!.images, event.files);
                    return { form: { ...context.form!, images: list, fieldErrors: { ...context.form!.fieldErrors, images: error ?? undefined } } };
                  }),
                },
                'form.detach': {
                  actions: assign(({ context, event }) => ({
                    form: {
                      ...context.form!,
                      images: context.form!.images.filter((i) => i.id !== event.id),
                      fieldErrors: { ...context.form!.fieldErrors, images: undefined },
                    },
                  })),
                },
                'form.submit': [
                  {
                    guard: 'applicationValid',
                    target: 'submitting',
                    actions: assign(({ context }) => ({ form: { ...context.form!, fieldErrors: {}, error: null } })),
                  },
                  { actions: assign(({ context }) => ({ form: { ...context.form!, fieldErrors: validateApplication(context.form!), error: null } })) },
                ],
                'form.cancel': 'ready',
              },
            },
            submitting: {
              invoke: {
                id: 'applyPromotion',
                src: 'applyPromotion',
                input: ({ context }) => ({
                  promotionId: claimOf(context, context.form!.claimId)?.promotionId ?? '',
                  comment: context.form!.comment.trim(),
                  images: context.form!.images.map((i) => i.dataUrl),
                }),
                onDone: {
                  target: 'loading',
                  actions: assign(({ context, event }) => ({
                    notice: {
                      claimId: context.form!.claimId,
                      title: claimOf(context, context.form!.claimId)?.title ?? '',
                      status: event.output.status,
                      bonus: event.output.bonus,
                    },
                    form: null,
                  })),
                },
                // Everything typed and chosen stays.
                onError: { target: 'applying', actions: assign(({ context, event }) => ({ form: { ...context.form!, error: toErrorInfo(event.error) } })) },
              },
            },
          },
        },
      },
    },
  },
});
