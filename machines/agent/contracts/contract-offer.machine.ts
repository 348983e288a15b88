/**
 * contractOffer: an agent drafts a contract for a direct downline (spec §4 contracts): the kind
 * (one of those whose white-label module is on, from the `bootstrap.configured` flags: a draft
 * starts on the first of them, or on the one asked for if it is on), the game type it is made for
 * (comprehensive, CONS, unless another is chosen: the consolidated maps and the dividend relay
 * name a contract by it), the dividend period, up to five rate tiers. The draft call brings the
 * agent's own rate per kind and game type (the ceiling), the downline team's recent figures (the
 * payout preview, a selector) and the downline's own contracts: sending a lower rate than one of
 * those of the same kind and game type first asks to confirm that the downline's acceptance will
 * auto-terminate them. Tiers are checked as typed and again here
 * before sending (ascending, within the agent's own rate); the server checks them a third time
 * and its refusal lands under the tiers. What was typed survives every failure.
 *
 * Invokes fetchContractDraft, offerContract. No children.
 */
import { and, assign, not, setup } from 'xstate';
import {
  checkTiers,
  DEFAULT_GAME_TYPE,
  DIVIDEND_PERIODS,
  enabledContractKinds,
  KIND_GAME_TYPES,
  MAX_TIERS,
  topRate,
  type ContractGameType,
  type ContractKind,
  type ContractTier,
  type TierError,
} from '../../../gateway/agent/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { BootstrapConfigured, SessionChanged } from '../../shared/broadcasts';
import { errorInfo, notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { agentErrorInfo } from './contract-errors';
import type { Contract, ContractDraft, OfferInput, OfferResult } from './contracts.types';

export type TierField = keyof ContractTier;
/** A tier as typed. */
export type TierDraft = Record<TierField, string>;

export interface ContractOfferContext {
  /** The kinds that may be offered: those whose module is on (the white-label flags). */
  kinds: ContractKind[];
  downline: string;
  draft: ContractDraft | null;
  kind: ContractKind;
  gameType: ContractGameType;
  period: string;
  tiers: TierDraft[];
  /** The tiers' problem, with the tier it is on (−1: all of them). */
  tierError: { key: string; index: number } | null;
  error: GatewayErrorInfo | null;
  result: OfferResult | null;
}

export type ContractOfferEvent =
  | SessionChanged
  | BootstrapConfigured
  | { type: 'offer.open'; downline: string; kind?: ContractKind }
  | { type: 'offer.retry' }
  | { type: 'form.change'; field: 'kind' | 'gameType' | 'period'; value: string }
  | { type: 'offer.tier'; index: number; field: TierField; value: string }
  | { type: 'offer.addTier' }
  | { type: 'offer.removeTier'; index: number }
  | { type: 'form.submit' }
  | { type: 'offer.confirm' }
  | { type: 'offer.back' }
  | { type: 'form.dismiss' }
  | { type: 'form.cancel' };

const EMPTY_TIER: TierDraft = { activeMembers: '', bet: '', rate: '' };

/** The tiers as numbers (a blank or non-number is NaN: refused as invalid). */
export function parseTiers(tiers: readonly TierDraft[]): ContractTier[] {
  const n = (s: string) => (s.trim() === '' ? NaN : Number(s.trim()));
  return tiers.map((t) => ({ activeMembers: n(t.activeMembers), bet: n(t.bet), rate: n(t.rate) }));
}

/** The catalogue key of each tier rule. */
export const TIER_ERROR_KEYS: Readonly<Record<TierError, string>> = {
  'contract.tiers.empty': 'contracts.errors.tiersEmpty',
  'contract.tiers.too.many': 'contracts.errors.tooManyTiers',
  'contract.tier.invalid': 'contracts.errors.tierInvalid',
  'contract.tiers.not.ascending': 'contracts.errors.notAscending',
  'contract.rate.above.upline': 'contracts.errors.aboveOwn',
  'contract.no.own.contract': 'contracts.errors.noOwn',
};

/**
 * The agent's own top rate for the kind and game type: its contract made for that game type, else
 * its comprehensive one (null: it has neither, so it cannot offer one).
 */
export const ceilingOf = (c: Pick<ContractOfferContext, 'draft' | 'kind' | 'gameType'>): number | null =>
  c.draft?.gameRates[c.kind]?.[c.gameType] ?? c.draft?.ownRates[c.kind] ?? null;

export function tierProblem(c: Pick<ContractOfferContext, 'draft' | 'kind' | 'gameType' | 'tiers'>): { key: string; index: number } | null {
  const bad = checkTiers(parseTiers(c.tiers), ceilingOf(c));
  return bad ? { key: TIER_ERROR_KEYS[bad.error], index: bad.index } : null;
}

/** The downline's own contracts of this kind and game type that pay more than this offer: its acceptance ends them. */
export function conflictsOf(c: Pick<ContractOfferContext, 'draft' | 'kind' | 'gameType' | 'tiers'>): Contract[] {
  const rate = topRate(parseTiers(c.tiers).filter((t) => Number.isFinite(t.rate)));
  return (c.draft?.downstream ?? []).filter((d) => d.kind === c.kind && d.gameType === c.gameType && topRate(d.tiers) > rate);
}

export function offerInput(c: ContractOfferContext): OfferInput {
  return { downline: c.downline, kind: c.kind, gameType: c.gameType, period: c.kind === 'DIVIDEND' ? c.period : '', tiers: parseTiers(c.tiers) };
}

/** A new draft: on the kind asked for if it may be offered, else on the first that may. */
const fresh = (downline: string, kinds: ContractKind[], asked?: ContractKind): ContractOfferContext => ({
  kinds,
  downline,
  draft: null,
  kind: asked && kinds.includes(asked) ? asked : (kinds[0] ?? 'DAILY'),
  gameType: DEFAULT_GAME_TYPE,
  period: 'D',
  tiers: [{ ...EMPTY_TIER }],
  tierError: null,
  error: null,
  result: null,
});

/** Gateway refusals that belong to the tiers (the rest are the banner). */
const TIER_CODES: readonly string[] = Object.keys(TIER_ERROR_KEYS);

export const contractOfferMachine = setup({
  types: {
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
  },
  actors: {
    fetchContractDraft: notProvided<{ downline: string }, ContractDraft>('fetchContractDraft'),
    offerContract: notProvided<OfferInput, OfferResult>('offerContract'),
  },
  guards: {
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    hasDownline: ({ event }) => event.type === 'offer.open' && event.downline.trim() !== '',
    /** The draft's kind is one whose module is on. */
    kindOffered: ({ context }) => context.kinds.includes(context.kind),
    valid: ({ context }) => tierProblem(context) === null,
    conflicts: ({ context }) => conflictsOf(context).length > 0,
    knownChange: ({ context, event }) =>
      event.type === 'form.change' &&
      (event.field === 'kind'
        ? (context.kinds as readonly string[]).includes(event.value)
        : event.field === 'gameType'
          ? (KIND_GAME_TYPES[context.kind] as readonly string[]).includes(event.value)
          : (DIVIDEND_PERIODS as readonly string[]).includes(event.value)),
    canAddTier: ({ context }) => context.tiers.length < MAX_TIERS,
    canRemoveTier: ({ context, event }) =>
      event.type === 'offer.removeTier' && context.tiers.length > 1 && event.index >= 0 && event.index < context.tiers.length,
    tierRefusal: ({ event }) => TIER_CODES.includes(toErrorInfo(errorOf(event)).code),
  },
  actions: {
    /** The kinds on now; a draft on a kind just turned off moves to the first one on. */
    configure: assign(({ context, event }) => {
      if (event.type !== 'bootstrap.configured') return {};
      const kinds = enabledContractKinds(event.flags);
      return kinds.includes(context.kind) || kinds.length === 0 ? { kinds } : { kinds, kind: kinds[0]!, tierError: null };
    }),
  },
}).createMachine({
  id: 'contractOffer',
  context: fresh('', []),
  initial: 'closed',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.closed', actions: assign(({ context }) => fresh('', context.kinds)) },
    'bootstrap.configured': { actions: 'configure' },
  },
  states: {
    closed: {
      on: {
        'offer.open': {
          guard: 'hasDownline',
          target: 'loading',
          actions: assign(({ context, event }) => fresh(event.downline.trim(), context.kinds, event.kind)),
        },
      },
    },
    loading: {
      invoke: {
        id: 'fetchContractDraft',
        src: 'fetchContractDraft',
        input: ({ context }) => ({ downline: context.downline }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ draft: event.output, error: null })) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: agentErrorInfo(event.error) })) },
      },
      on: { 'form.cancel': 'closed' },
    },
    loadFailed: {
      on: { 'offer.retry': 'loading', 'form.cancel': 'closed' },
    },
    editing: {
      on: {
        'form.change': {
          guard: 'knownChange',
          actions: assign(({ context, event }) => {
            if (event.field === 'kind') {
              const kind = event.value as ContractKind;
              // A game type the new kind is not offered for goes back to the comprehensive one.
              return { kind, gameType: KIND_GAME_TYPES[kind].includes(context.gameType) ? context.gameType : DEFAULT_GAME_TYPE, tierError: null };
            }
            return event.field === 'gameType' ? { gameType: event.value as ContractGameType, tierError: null } : { period: event.value };
          }),
        },
        'offer.tier': {
          actions: assign(({ context, event }) => ({
            tiers: context.tiers.map((t, i) => (i === event.index ? { ...t, [event.field]: event.value } : t)),
            tierError: null,
          })),
        },
        'offer.addTier': { guard: 'canAddTier', actions: assign(({ context }) => ({ tiers: [...context.tiers, { ...EMPTY_TIER }], tierError: null })) },
        'offer.removeTier': {
          guard: 'canRemoveTier',
          actions: assign(({ context, event }) => ({ tiers: context.tiers.filter((_, i) => i !== event.index), tierError: null })),
        },
        'form.submit': [
          { guard: and(['kindOffered', 'valid']), target: 'checking', actions: assign({ tierError: null, error: null }) },
          // No kind may be offered (every contract module is off): nothing to send.
          { guard: not('kindOffered'), actions: assign({ error: errorInfo('contract.kind.unavailable', 'contracts.errors.kindUnavailable') }) },
          { actions: assign(({ context }) => ({ tierError: tierProblem(context), error: null })) },
        ],
        'form.dismiss': { actions: assign({ error: null }) },
        'form.cancel': 'closed',
      },
    },
    /** Sending would end some of the downline's contracts once accepted: say so first. */
    checking: {
      always: [{ guard: 'conflicts', target: 'warning' }, { target: 'sending' }],
    },
    warning: {
      on: { 'offer.confirm': 'sending', 'offer.back': 'editing', 'form.cancel': 'closed' },
    },
    sending: {
      invoke: {
        id: 'offerContract',
        src: 'offerContract',
        input: ({ context }) => offerInput(context),
        onDone: { target: 'sent', actions: assign(({ event }) => ({ result: event.output })) },
        onError: [
          {
            guard: 'tierRefusal',
            target: 'editing',
            actions: assign(({ event }) => ({ tierError: { key: agentErrorInfo(event.error).messageKey, index: -1 } })),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: agentErrorInfo(event.error) })) },
        ],
      },
    },
    sent: {
      on: {
        'form.cancel': 'closed',
        'offer.open': {
          guard: 'hasDownline',
          target: 'loading',
          actions: assign(({ context, event }) => fresh(event.downline.trim(), context.kinds, event.kind)),
        },
      },
    },
  },
});
