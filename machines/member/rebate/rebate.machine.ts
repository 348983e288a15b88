/**
 * manualRebate (spec §2 manual rebate): the rebate claimable per product type and its claim, one
 * type or all at once. A claim pays into the main wallet: the list is read again and the header's
 * balance asked to refresh. A type below the minimum cannot be claimed (checked here before
 * sending; the gateway's refusal is shown too). Long-lived; a logout forgets it.
 */
import { assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { SessionChanged } from '../../shared/broadcasts';
import { tell } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { RebateClaimRequest, RebateList, RebateRow } from './rebate.effects';

export interface RebateContext {
  rows: RebateRow[];
  minClaim: number;
  loadError: GatewayErrorInfo | null;
  /** The claim under way: a product type, or 'ALL'. */
  claiming: string | null;
  /** The last claim's refusal. */
  error: GatewayErrorInfo | null;
  /** The last claim that was paid. */
  paid: number | null;
}

export type RebateEvent = SessionChanged | { type: 'rebate.open' } | { type: 'rebate.retry' } | { type: 'rebate.claim'; gameType: string } | { type: 'rebate.claimAll' } | { type: 'rebate.dismiss' };

const EMPTY: RebateContext = { rows: [], minClaim: 1, loadError: null, claiming: null, error: null, paid: null };

/** The row can be claimed: its amount reaches the minimum. */
export const claimableRow = (row: RebateRow, minClaim: number): boolean => Math.round(row.amount * 100) >= Math.round(minClaim * 100);

export const rebateMachine = setup({
  types: { context: {} as RebateContext, events: {} as RebateEvent },
  actors: {
    fetchRebates: notProvided<void, RebateList>('fetchRebates'),
    claimRebate: notProvided<RebateClaimRequest, { amount: number }>('claimRebate'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    typeClaimable: ({ context, event }) => event.type === 'rebate.claim' && context.rows.some((r) => r.gameType === event.gameType && claimableRow(r, context.minClaim)),
    anyClaimable: ({ context }) => context.rows.some((r) => claimableRow(r, context.minClaim)),
  },
  actions: {
    forget: assign(() => EMPTY),
    askHeader: tell('wallet', { type: 'wallet.refresh' }),
  },
}).createMachine({
  id: 'manualRebate',
  context: EMPTY,
  initial: 'idle',
  on: { 'session.changed': { guard: not('loggedIn'), target: '.idle', actions: 'forget' } },
  states: {
    idle: { on: { 'rebate.open': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchRebates',
        src: 'fetchRebates',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, minClaim: event.output.minClaim, loadError: null })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ loadError: toErrorInfo(event.error) })) },
      },
    },
    failed: { on: { 'rebate.retry': 'loading', 'rebate.open': 'loading' } },
    ready: {
      on: {
        'rebate.open': { target: 'loading' },
        'rebate.dismiss': { actions: assign({ error: null, paid: null }) },
        'rebate.claim': { guard: 'typeClaimable', target: 'claiming', actions: assign(({ event }) => ({ claiming: event.gameType, error: null, paid: null })) },
        'rebate.claimAll': { guard: 'anyClaimable', target: 'claiming', actions: assign({ claiming: 'ALL', error: null, paid: null }) },
      },
    },
    claiming: {
      invoke: {
        id: 'claimRebate',
        src: 'claimRebate',
        input: ({ context }): RebateClaimRequest => (context.claiming === 'ALL' ? { all: true } : { gameType: context.claiming! }),
        onDone: { target: 'loading', actions: [assign(({ event }) => ({ paid: event.output.amount, claiming: null })), 'askHeader'] },
        onError: { target: 'ready', actions: assign(({ event }) => ({ error: toErrorInfo(event.error), claiming: null })) },
      },
    },
  },
});
