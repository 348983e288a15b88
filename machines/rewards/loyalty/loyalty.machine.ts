/**
 * loyalty: the member's available promotions (the public state's availablePromoCount and
 * availablePromo, spec §3: invite friends shows only while REFERRAL is enabled), VIP rank
 * progress, referral details and missions (with the leaderboard), four independent reads in
 * parallel regions, each loaded when its page or badge first asks
 * (`loyalty.load`) and again on a retry; a failure in one leaves the others. A logout forgets
 * them all; a language change reads what was loaded again.
 *
 * Missions: a completed mission's reward is claimed from the mission page (`missions.claim`):
 * the mission shows CLAIMED at once (the badge drops), the wallet is told to refresh (the reward
 * was paid) and the missions are read again; a refusal (already claimed, not completed) is kept
 * for the view to say, and the list read again so it shows what the gateway knows.
 *
 * Invokes 'fetchAvailable', 'fetchRank', 'fetchReferral', 'fetchMissions', 'claimMission' (the same-named effects).
 * No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { tell } from '../../shared/broadcasts';
import { notProvided, toErrorInfo, outputOf, errorOf } from '../../shared/effect';
import type { AvailablePromos, MissionClaimed, Missions, RankProgress, Referral } from './loyalty.types';

export type LoyaltyPart = 'available' | 'rank' | 'referral' | 'missions';

export interface LoyaltyContext {
  available: AvailablePromos | null;
  rank: RankProgress | null;
  referral: Referral | null;
  missions: Missions | null;
  errors: Partial<Record<LoyaltyPart, GatewayErrorInfo>>;
  /** The mission whose reward is being claimed. */
  claimingId: string | null;
  /** The last claim: its reward, or why it was refused (the view says it). */
  claim: { missionId: string; title: string; reward: number } | null;
  claimError: { missionId: string; error: GatewayErrorInfo } | null;
}

export type LoyaltyEvent =
  SessionChanged | LanguageChanged | { type: 'loyalty.load'; part: LoyaltyPart } | { type: 'missions.claim'; missionId: string } | { type: 'missions.dismiss' };

const EMPTY: LoyaltyContext = { available: null, rank: null, referral: null, missions: null, errors: {}, claimingId: null, claim: null, claimError: null };
const SOURCES = { available: 'fetchAvailable', rank: 'fetchRank', referral: 'fetchReferral', missions: 'fetchMissions' } as const;

/** One part: idle until asked, loading, ready or failed (asked again: read again). */
function part(name: LoyaltyPart) {
  const ask = { guard: { type: 'asks' as const, params: { part: name } }, target: 'loading' as const };
  return {
    initial: 'idle' as const,
    states: {
      idle: { on: { 'loyalty.load': ask } },
      loading: {
        invoke: {
          id: SOURCES[name],
          src: SOURCES[name],
          onDone: { target: 'ready' as const, actions: { type: 'store' as const, params: { part: name } } },
          onError: { target: 'failed' as const, actions: { type: 'storeError' as const, params: { part: name } } },
        },
      },
      ready: { on: { 'loyalty.load': ask, 'language.changed': 'loading' as const } },
      failed: { on: { 'loyalty.load': ask } },
    },
  };
}

/** The missions part: as any part, plus claiming a completed mission's reward from ready. */
function missionsPart() {
  const base = part('missions');
  return {
    ...base,
    states: {
      ...base.states,
      ready: {
        on: {
          ...base.states.ready.on,
          'missions.claim': { guard: 'claimable' as const, target: 'claiming' as const, actions: 'startClaim' as const },
        },
      },
      claiming: {
        invoke: {
          id: 'claimMission',
          src: 'claimMission' as const,
          input: ({ context }: { context: LoyaltyContext }) => ({ missionId: context.claimingId! }),
          onDone: { target: 'loading' as const, actions: ['claimed' as const, 'refreshWallet' as const] },
          onError: { target: 'loading' as const, actions: 'claimRefused' as const },
        },
      },
    },
  };
}

export const loyaltyMachine = setup({
  types: { context: {} as LoyaltyContext, events: {} as LoyaltyEvent },
  actors: {
    fetchAvailable: notProvided<void, AvailablePromos>('fetchAvailable'),
    fetchRank: notProvided<void, RankProgress>('fetchRank'),
    fetchReferral: notProvided<void, Referral>('fetchReferral'),
    fetchMissions: notProvided<void, Missions>('fetchMissions'),
    claimMission: notProvided<{ missionId: string }, MissionClaimed>('claimMission'),
  },
  guards: {
    asks: ({ event }, params: { part: LoyaltyPart }) => event.type === 'loyalty.load' && event.part === params.part,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    /** The mission is completed and its reward not yet claimed. */
    claimable: ({ context, event }) =>
      event.type === 'missions.claim' && context.missions?.missions.some((m) => m.id === event.missionId && m.status === 'COMPLETED') === true,
  },
  actions: {
    store: assign(({ context, event }, params: { part: LoyaltyPart }) => ({
      [params.part]: outputOf<unknown>(event),
      errors: { ...context.errors, [params.part]: undefined },
    })),
    storeError: assign(({ context, event }, params: { part: LoyaltyPart }) => ({ errors: { ...context.errors, [params.part]: toErrorInfo(errorOf(event)) } })),
    startClaim: assign(({ event }) => ({ claimingId: event.type === 'missions.claim' ? event.missionId : null, claim: null, claimError: null })),
    /** Claimed: the mission shows CLAIMED at once, so the badge drops before the list is read again. */
    claimed: assign(({ context, event }) => {
      const output = outputOf<MissionClaimed>(event);
      const id = context.claimingId!;
      const mission = context.missions?.missions.find((m) => m.id === id);
      return {
        missions: context.missions && {
          ...context.missions,
          missions: context.missions.missions.map((m) => (m.id === id ? { ...m, status: 'CLAIMED' as const } : m)),
        },
        claim: { missionId: id, title: mission?.title ?? '', reward: output.reward },
        claimingId: null,
      };
    }),
    claimRefused: assign(({ context, event }) => ({ claimError: { missionId: context.claimingId!, error: toErrorInfo(errorOf(event)) }, claimingId: null })),
    refreshWallet: tell('wallet', { type: 'wallet.refresh' }),
  },
}).createMachine({
  id: 'loyalty',
  context: EMPTY,
  type: 'parallel',
  on: {
    'session.changed': { guard: 'loggedOut', target: '.', reenter: true, actions: assign(EMPTY) },
    'missions.dismiss': { actions: assign({ claim: null, claimError: null }) },
  },
  states: { available: part('available'), rank: part('rank'), referral: part('referral'), missions: missionsPart() },
});
