/**
 * loyalty: the member's VIP rank progress, referral details and missions (with the leaderboard),
 * three independent reads in parallel regions, each loaded when its page or badge first asks
 * (`loyalty.load`) and again on a retry; a failure in one leaves the others. A logout forgets
 * them all; a language change reads what was loaded again.
 *
 * Invokes 'fetchRank', 'fetchReferral', 'fetchMissions' (the same-named effects). No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { Missions, RankProgress, Referral } from './loyalty.effects';

export type LoyaltyPart = 'rank' | 'referral' | 'missions';

export interface LoyaltyContext {
  rank: RankProgress | null;
  referral: Referral | null;
  missions: Missions | null;
  errors: Partial<Record<LoyaltyPart, GatewayErrorInfo>>;
}

export type LoyaltyEvent = SessionChanged | LanguageChanged | { type: 'loyalty.load'; part: LoyaltyPart };

const EMPTY: LoyaltyContext = { rank: null, referral: null, missions: null, errors: {} };
const SOURCES = { rank: 'fetchRank', referral: 'fetchReferral', missions: 'fetchMissions' } as const;

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

export const loyaltyMachine = setup({
  types: { context: {} as LoyaltyContext, events: {} as LoyaltyEvent },
  actors: {
    fetchRank: notProvided<void, RankProgress>('fetchRank'),
    fetchReferral: notProvided<void, Referral>('fetchReferral'),
    fetchMissions: notProvided<void, Missions>('fetchMissions'),
  },
  guards: {
    asks: ({ event }, params: { part: LoyaltyPart }) => event.type === 'loyalty.load' && event.part === params.part,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
  actions: {
    store: assign(({ context, event }, params: { part: LoyaltyPart }) => ({ [params.part]: (event as unknown as { output: unknown }).output, errors: { ...context.errors, [params.part]: undefined } })),
    storeError: assign(({ context, event }, params: { part: LoyaltyPart }) => ({ errors: { ...context.errors, [params.part]: toErrorInfo((event as unknown as { error: unknown }).error) } })),
  },
}).createMachine({
  id: 'loyalty',
  context: EMPTY,
  type: 'parallel',
  on: { 'session.changed': { guard: 'loggedOut', target: '.', reenter: true, actions: assign(EMPTY) } },
  states: { rank: part('rank'), referral: part('referral'), missions: part('missions') },
});
