/**
 * manualRebate (spec §2 manual rebate): the rebate claimable per product type and its claim, one
 * type or all at once, and the history of the claims made. A claim pays into the main wallet: the
 * list is read again, the header's balance asked to refresh and the lists of money movements told
 * (`money.moved`). A type below the minimum cannot be claimed (checked here before sending; the
 * gateway's refusal is shown too). Money moved elsewhere (`money.moved`: a game played, another
 * claim) reads the claimable rebate again when it is on screen.
 *
 * The claim history is a paged query child (`claims`, systemId rebateClaims: period, product type,
 * the period's totals), which this actor hands the views' `query.*` events and the broadcasts it
 * hears (a logout forgets it; money moved or a new language reads its page again). Long-lived; a logout forgets it.
 */
import { assign, not, sendTo, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { MoneyMoved, SessionChanged } from '../../shared/broadcasts';
import { pagedQueryMachine, type PagedQueryEvent } from '../../shared/paged-query/paged-query.machine';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { moneyMoved, refreshAnnounced } from '../../shared/money-moved';
import type { RebateClaimRequest, RebateList, RebateRow } from './rebate.types';

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

/** The claim history's events (the views send them here, the registry the language; this actor hands them to the list). */
type ClaimListEvent = Exclude<PagedQueryEvent, SessionChanged | MoneyMoved>;

export type RebateEvent =
  | SessionChanged
  | MoneyMoved
  | ClaimListEvent
  | { type: 'rebate.open' }
  | { type: 'rebate.retry' }
  | { type: 'rebate.claim'; gameType: string }
  | { type: 'rebate.claimAll' }
  | { type: 'rebate.dismiss' };

/** The claim history's page size. */
export const CLAIMS_PAGE_SIZE = 10;
const CLAIM_LIST_EVENTS = [
  'query.set',
  'query.search',
  'query.range',
  'query.page',
  'query.pageSize',
  'query.refresh',
  'query.retry',
  'language.changed',
] as const;

const EMPTY: RebateContext = { rows: [], minClaim: 1, loadError: null, claiming: null, error: null, paid: null };

/** The row can be claimed: its amount reaches the minimum. */
export const claimableRow = (row: RebateRow, minClaim: number): boolean => Math.round(row.amount * 100) >= Math.round(minClaim * 100);

export const rebateMachine = setup({
  types: { context: {} as RebateContext, events: {} as RebateEvent },
  actors: {
    claims: pagedQueryMachine,
    fetchRebates: notProvided<void, RebateList>('fetchRebates'),
    claimRebate: notProvided<RebateClaimRequest, { amount: number }>('claimRebate'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    typeClaimable: ({ context, event }) =>
      event.type === 'rebate.claim' && context.rows.some((r) => r.gameType === event.gameType && claimableRow(r, context.minClaim)),
    anyClaimable: ({ context }) => context.rows.some((r) => claimableRow(r, context.minClaim)),
  },
  actions: {
    forget: assign(() => EMPTY),
    askHeader: refreshAnnounced(),
    /** The event, to the claim history. */
    toClaims: sendTo('claims', ({ event }) => event),
  },
}).createMachine({
  id: 'manualRebate',
  context: EMPTY,
  initial: 'idle',
  invoke: { id: 'claims', systemId: 'rebateClaims', src: 'claims', input: { filters: { gameType: '' }, pageSize: CLAIMS_PAGE_SIZE, start: false } },
  on: {
    'session.changed': [{ guard: not('loggedIn'), target: '.idle', actions: ['forget', 'toClaims'] }, { actions: 'toClaims' }],
    'money.moved': { actions: 'toClaims' },
    ...Object.fromEntries(CLAIM_LIST_EVENTS.map((type) => [type, { actions: 'toClaims' }])),
  },
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
        // Money moved (a game played, a claim from another page): what is claimable now.
        'money.moved': { target: 'loading', actions: 'toClaims' },
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
        onDone: { target: 'loading', actions: [assign(({ event }) => ({ paid: event.output.amount, claiming: null })), 'askHeader', moneyMoved()] },
        onError: { target: 'ready', actions: assign(({ event }) => ({ error: toErrorInfo(event.error), claiming: null })) },
      },
    },
  },
});
