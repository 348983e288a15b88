/**
 * lottery: what a lottery page shows (spec §2 /lottery, /seaLottery, /vnLottery; §3 lottery menu,
 * lottery favourites; protocol §6). A page opens it with its kind and the prize mode its calls
 * send (`lottery.open`); three parts then load side by side and fail on their own:
 * - the menus: the VN lottery's menu (prizeMode, device WEB) for /vnLottery, the lottery menus
 *   otherwise; the page shows the groups of its own vendors (`accountTypeName`);
 * - the member's recent lotteries (a token call: a member's, skipped while logged out), read
 *   again each time the page opens, so a lottery just played comes first;
 * - the latest results: the VN lottery's opened draws, or every lottery's latest draw; read again
 *   every minute while the page is open, the rows staying on screen meanwhile.
 * A failed part says why and retries on `lottery.retry` (or when the page opens again); the
 * others show. A language change reads everything again (names are translated by the gateway);
 * another page or prize mode starts afresh; a logout forgets everything.
 *
 * The lottery favourites are the favourites workflow's (kept on this device per username); the
 * launch is the launcher's (launchMode LOTT). Invokes 'fetchLotteryPageMenus',
 * 'fetchLotteryRecent', 'fetchLotteryDraws' (the same-named effects). No children.
 */
import { and, assign, not, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { errorOf, notProvided, toErrorInfo } from '../../shared/effect';
import { LOTTERY_PAGE_KINDS, type LotteryGame, type LotteryGroup, type LotteryPageKind, type LotteryQuery, type OpenedDraw } from './lottery.types';

/** How often the latest results are read again while a page shows them. */
export const DRAW_REFRESH_MS = 60_000;

export interface LotteryContext {
  page: LotteryPageKind | null;
  prizeMode: string;
  loggedIn: boolean;
  menus: LotteryGroup[] | null;
  menusError: GatewayErrorInfo | null;
  recent: LotteryGame[] | null;
  recentError: GatewayErrorInfo | null;
  draws: OpenedDraw[] | null;
  drawsError: GatewayErrorInfo | null;
}

export type LotteryEvent = SessionChanged | LanguageChanged | { type: 'lottery.open'; page: LotteryPageKind; prizeMode: string } | { type: 'lottery.retry' };

const FRESH = { menus: null, menusError: null, recent: null, recentError: null, draws: null, drawsError: null } as const;
const EMPTY: LotteryContext = { page: null, prizeMode: '', loggedIn: false, ...FRESH };
const query = ({ context }: { context: LotteryContext }): LotteryQuery => ({ page: context.page!, prizeMode: context.prizeMode });

export const lotteryMachine = setup({
  types: {
    context: {} as LotteryContext,
    events: {} as LotteryEvent,
  },
  actors: {
    fetchLotteryPageMenus: notProvided<LotteryQuery, LotteryGroup[]>('fetchLotteryPageMenus'),
    fetchLotteryRecent: notProvided<LotteryQuery, LotteryGame[]>('fetchLotteryRecent'),
    fetchLotteryDraws: notProvided<LotteryQuery, OpenedDraw[]>('fetchLotteryDraws'),
  },
  delays: { drawRefresh: DRAW_REFRESH_MS },
  guards: {
    /** One of the three pages, with a prize mode to send. */
    knownPage: ({ event }) => event.type === 'lottery.open' && LOTTERY_PAGE_KINDS.includes(event.page) && event.prizeMode.trim() !== '',
    /** Another page, or the same page with another prize mode (the lanes came in): start afresh. */
    otherPage: ({ context, event }) => event.type === 'lottery.open' && (event.page !== context.page || event.prizeMode !== context.prizeMode),
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
    isLoggedIn: ({ context }) => context.loggedIn,
  },
  actions: {
    menusFailed: assign(({ event }) => ({ menusError: toErrorInfo(errorOf(event)) })),
    recentFailed: assign(({ event }) => ({ recentError: toErrorInfo(errorOf(event)) })),
    drawsFailed: assign(({ event }) => ({ drawsError: toErrorInfo(errorOf(event)) })),
  },
}).createMachine({
  id: 'lottery',
  context: EMPTY,
  initial: 'idle',
  on: {
    'session.changed': [{ guard: 'loggedOut', target: '.idle', actions: assign(EMPTY) }, { actions: assign({ loggedIn: true }) }],
    'lottery.open': {
      guard: and(['knownPage', 'otherPage']),
      target: '.open',
      reenter: true,
      actions: assign(({ event }) => ({ page: event.page, prizeMode: event.prizeMode, ...FRESH })),
    },
  },
  states: {
    idle: {},
    open: {
      type: 'parallel',
      states: {
        menus: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchLotteryPageMenus',
                src: 'fetchLotteryPageMenus',
                input: query,
                onDone: { target: 'ready', actions: assign(({ event }) => ({ menus: event.output, menusError: null })) },
                onError: { target: 'failed', actions: 'menusFailed' },
              },
            },
            ready: { on: { 'language.changed': 'loading' } },
            failed: {
              on: {
                'lottery.retry': 'loading',
                'lottery.open': { guard: not('otherPage'), target: 'loading' },
                'language.changed': 'loading',
              },
            },
          },
        },
        recent: {
          initial: 'pending',
          states: {
            pending: { always: [{ guard: 'isLoggedIn', target: 'loading' }, { target: 'signedOut' }] },
            /** A visitor has no recent lotteries (the pages ask for a login first). */
            signedOut: { on: { 'lottery.open': { guard: not('otherPage'), target: 'pending' } } },
            loading: {
              invoke: {
                id: 'fetchLotteryRecent',
                src: 'fetchLotteryRecent',
                input: query,
                onDone: { target: 'ready', actions: assign(({ event }) => ({ recent: event.output, recentError: null })) },
                onError: { target: 'failed', actions: 'recentFailed' },
              },
            },
            ready: {
              on: {
                'lottery.open': { guard: not('otherPage'), target: 'loading' },
                'language.changed': 'loading',
              },
            },
            failed: {
              on: {
                'lottery.retry': 'loading',
                'lottery.open': { guard: not('otherPage'), target: 'loading' },
                'language.changed': 'loading',
              },
            },
          },
        },
        draws: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchLotteryDraws',
                src: 'fetchLotteryDraws',
                input: query,
                onDone: { target: 'ready', actions: assign(({ event }) => ({ draws: event.output, drawsError: null })) },
                onError: { target: 'failed', actions: 'drawsFailed' },
              },
            },
            ready: {
              after: { drawRefresh: 'loading' },
              on: { 'language.changed': 'loading' },
            },
            failed: {
              on: {
                'lottery.retry': 'loading',
                'lottery.open': { guard: not('otherPage'), target: 'loading' },
                'language.changed': 'loading',
              },
            },
          },
        },
      },
    },
  },
});
