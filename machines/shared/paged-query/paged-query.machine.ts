/**
 * pagedQuery: one paged list from the gateway — the lobby's games, and every record list of the
 * member and agent centres (bets, transactions, profit and loss, dividends, rebates...).
 *
 * - Filters (any shape), a date range, page and page size; `query.set` merges filters and goes
 *   back to page 1; `query.search` sets a text filter after the typing pauses (trimmed; the same
 *   text again fetches nothing); `query.range` sets the dates; `query.page`, `query.pageSize`.
 * - Each new query cancels the one in flight (its request is aborted) and fetches; what was on
 *   screen stays (stale) until the answer replaces it.
 * - An answer is a page (`rows`, `totalPages`, `totalCount`, and the period's `totals` if the
 *   gateway gives them) or the whole list (`whole: true`: the gateway answers some lists in one
 *   go), which is then paged here without asking again until the filters change.
 * - A failure keeps the last rows and the error; `query.retry` asks again; `query.refresh` asks
 *   again for the same page (a language change, a pull to refresh).
 *
 * - A long-lived list of the member's own records forgets them at logout (`session.changed`
 *   logged out: back to its first filters, nothing shown, idle until asked again) and reads its
 *   page again on a language change (`language.changed`) and, for lists of money movements, when
 *   the member's money moved (`money.moved`), when the registry delivers those: the rows on
 *   screen stay (stale) until the new page replaces them. A list never shown asks nothing.
 *
 * The fetch is the one effect it needs (`fetchPage`), provided per list.
 */
import { assign, setup, type PromiseActorLogic } from 'xstate';
import type { LanguageChanged, MoneyMoved, SessionChanged } from '../broadcasts';
import { notProvided, toErrorInfo, type GatewayErrorInfo, errorOf } from '../effect';
import { outputOf } from '../../shared/effect';

export interface DateRange {
  /** 'yyyy-MM-dd', inclusive. */
  from: string;
  to: string;
}

export interface PageRequest<F> {
  filters: F;
  range: DateRange | null;
  page: number;
  pageSize: number;
}

export interface PageResult<R, T = unknown> {
  rows: R[];
  totalPages: number;
  totalCount: number;
  /** The period's totals, when the gateway sums them. */
  totals?: T | null;
  /** The gateway answered the whole list: page it here. */
  whole?: boolean;
}

export type Filters = Record<string, unknown>;

export interface PagedQueryContext<R = unknown, F extends Filters = Filters, T = unknown> {
  filters: F;
  range: DateRange | null;
  page: number;
  pageSize: number;
  rows: R[];
  totalPages: number;
  totalCount: number;
  totals: T | null;
  /** The whole list, for the request it answered (filters and range), when the gateway sent it whole. */
  whole: { key: string; rows: R[]; totals: T | null } | null;
  /** The text typed into a search filter, as typed, until the pause. */
  typing: { field: keyof F & string; text: string } | null;
  error: GatewayErrorInfo | null;
  /** How many answers have been shown (0: never loaded). */
  loads: number;
  /** How long typing must pause before a search, ms. */
  debounceMs: number;
  /** Fetch as soon as it starts (or wait for the first query event). */
  autoStart: boolean;
  /** The filters and range it started with (a logout goes back to them). */
  initial: { filters: F; range: DateRange | null };
}

export type PagedQueryEvent<F extends Filters = Filters> =
  | { type: 'query.set'; filters: Partial<F> }
  | { type: 'query.search'; field: keyof F & string; text: string }
  | { type: 'query.range'; range: DateRange | null }
  | { type: 'query.page'; page: number }
  | { type: 'query.pageSize'; pageSize: number }
  | { type: 'query.refresh' }
  | { type: 'query.retry' }
  | SessionChanged
  | LanguageChanged
  | MoneyMoved;

export interface PagedQueryInput<F extends Filters = Filters> {
  filters: F;
  range?: DateRange | null;
  pageSize: number;
  /** Fetch at once (default), or wait for the first query event. */
  start?: boolean;
  /** How long typing must pause before a search (ms, default 300). */
  debounceMs?: number;
}

export const DEFAULT_DEBOUNCE_MS = 300;

const keyOf = (c: Pick<PagedQueryContext, 'filters' | 'range'>) => JSON.stringify([c.filters, c.range]);

/** One page of a whole list. */
function slice<R>(rows: R[], page: number, pageSize: number) {
  const totalPages = Math.ceil(rows.length / pageSize);
  const p = Math.min(Math.max(1, page), Math.max(1, totalPages));
  return { rows: rows.slice((p - 1) * pageSize, p * pageSize), totalPages, totalCount: rows.length, page: p };
}

export const pagedQueryMachine = setup({
  types: {
    context: {} as PagedQueryContext,
    events: {} as PagedQueryEvent,
    input: {} as PagedQueryInput,
  },
  actors: {
    fetchPage: notProvided<PageRequest<Filters>, PageResult<unknown>>('fetchPage'),
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
  },
  guards: {
    autoStart: ({ context }) => context.autoStart,
    /** The list on hand answers this request: page it here. */
    hasWhole: ({ context }) => context.whole !== null && context.whole.key === keyOf(context),
    failedLast: ({ context }) => context.error !== null,
    everLoaded: ({ context }) => context.loads > 0,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    sameSearch: ({ context, event }) => event.type === 'query.search' && String(context.filters[event.field] ?? '') === event.text.trim(),
    validPage: ({ context, event }) => event.type === 'query.page' && Number.isInteger(event.page) && event.page >= 1 && event.page !== context.page,
  },
  actions: {
    showAnswer: assign(({ context, event }) => {
      const out = outputOf<PageResult<unknown>>(event);
      if (out.whole) {
        const whole = { key: keyOf(context), rows: out.rows, totals: out.totals ?? null };
        return { whole, ...slice(out.rows, context.page, context.pageSize), totals: whole.totals, error: null, loads: context.loads + 1 };
      }
      return {
        rows: out.rows,
        totalPages: out.totalPages,
        totalCount: out.totalCount,
        totals: out.totals ?? null,
        whole: null,
        error: null,
        loads: context.loads + 1,
      };
    }),
    pageWhole: assign(({ context }) => ({ ...slice(context.whole!.rows, context.page, context.pageSize), totals: context.whole!.totals, error: null })),
    fail: assign({ error: ({ event }) => toErrorInfo(errorOf(event)) }),
  },
}).createMachine({
  id: 'pagedQuery',
  context: ({ input }) => ({
    filters: input.filters,
    range: input.range ?? null,
    page: 1,
    pageSize: input.pageSize,
    rows: [],
    totalPages: 0,
    totalCount: 0,
    totals: null,
    whole: null,
    typing: null,
    error: null,
    loads: 0,
    debounceMs: input.debounceMs ?? DEFAULT_DEBOUNCE_MS,
    autoStart: input.start !== false,
    initial: { filters: input.filters, range: input.range ?? null },
  }),
  initial: 'starting',
  on: {
    'query.set': {
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => ({ filters: { ...context.filters, ...event.filters }, page: 1, typing: null })),
    },
    'query.search': [
      // Only the trimmed text counts: spaces typed at either end fetch nothing new.
      { guard: 'sameSearch', actions: assign({ typing: null }) },
      { target: '.debouncing', reenter: true, actions: assign({ typing: ({ event }) => ({ field: event.field, text: event.text }) }) },
    ],
    'query.range': { target: '.loading', reenter: true, actions: assign({ range: ({ event }) => event.range, page: 1 }) },
    'query.page': { guard: 'validPage', target: '.loading', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
    'query.pageSize': { target: '.loading', reenter: true, actions: assign({ pageSize: ({ event }) => Math.max(1, event.pageSize), page: 1 }) },
    'query.refresh': { target: '.loading', reenter: true, actions: assign({ whole: null }) },
    // The member's records are the member's: a logout forgets them.
    'session.changed': {
      guard: 'loggedOut',
      target: '.idle',
      actions: assign(({ context }) => ({
        filters: context.initial.filters,
        range: context.initial.range,
        page: 1,
        rows: [],
        totalPages: 0,
        totalCount: 0,
        totals: null,
        whole: null,
        typing: null,
        error: null,
        loads: 0,
      })),
    },
    // Names and types come back in the new language.
    'language.changed': { guard: 'everLoaded', target: '.loading', reenter: true, actions: assign({ whole: null }) },
    // A deposit, a withdrawal, a transfer, a claim: the same page again, with what changed.
    'money.moved': { guard: 'everLoaded', target: '.loading', reenter: true, actions: assign({ whole: null }) },
  },
  states: {
    starting: {
      always: [{ guard: 'autoStart', target: 'loading' }, { target: 'idle' }],
    },
    /** Nothing asked for yet. */
    idle: {},
    /** Waiting for the typing to pause before searching; `typing` is set throughout. */
    debouncing: {
      on: {
        'query.search': [
          // Typed back to the search on screen before the pause: nothing to ask.
          { guard: 'sameSearch', target: 'settling', actions: assign({ typing: null }) },
          { target: 'debouncing', reenter: true, actions: assign({ typing: ({ event }) => ({ field: event.field, text: event.text }) }) },
        ],
      },
      after: {
        debounce: {
          target: 'loading',
          actions: assign(({ context }) => ({ filters: { ...context.filters, [context.typing!.field]: context.typing!.text.trim() }, page: 1, typing: null })),
        },
      },
    },
    loading: {
      initial: 'route',
      states: {
        route: {
          always: [{ guard: 'hasWhole', target: '#pagedQuery.ready', actions: 'pageWhole' }, { target: 'fetching' }],
        },
        fetching: {
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ filters: context.filters, range: context.range, page: context.page, pageSize: context.pageSize }),
            onDone: { target: '#pagedQuery.ready', actions: 'showAnswer' },
            onError: { target: '#pagedQuery.failed', actions: 'fail' },
          },
        },
      },
    },
    /** Back to what the list showed before the typing. */
    settling: {
      always: [{ guard: 'failedLast', target: 'failed' }, { guard: 'everLoaded', target: 'ready' }, { target: 'idle' }],
    },
    ready: {},
    failed: {
      on: { 'query.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

/**
 * A list's page fetcher as the paged query's `fetchPage`. The machine is one for every list, so
 * its `fetchPage` is typed over any filters and rows; this is the one place a list's own
 * fetcher (its filters, rows and totals) is widened to it, and only a fetcher that takes a
 * `PageRequest` and answers a `PageResult` fits: a wrongly typed fetcher is a compile error.
 */
export function pageFetcher<F extends Filters, R, T>(fetch: PromiseActorLogic<PageResult<R, T>, PageRequest<F>>) {
  return fetch as unknown as ReturnType<typeof notProvided<PageRequest<Filters>, PageResult<unknown>>>;
}
