/**
 * popups: the announcement popups (spec §4). Fetched when the login state or the language
 * changes; a member sees execution A (and F first, on the first login), a visitor B. They show
 * as a carousel that plays every 5 s until the player takes over (or while hovered, holds).
 * Closing sets the session flag of this user (or of the anonymous visitor) to 'closed', so they
 * stay hidden for the rest of the session; "hide for today" also stores today's date on this
 * device, so they stay hidden until the day changes.
 *
 * Time: the view tells the machine the device's time (`popups.clock`, at start and when the page
 * comes back into view); the `clock` region keeps the day with a timer to the next midnight.
 * With a token at start (a session being restored), nothing is fetched until the session says
 * who it is.
 */
import { assign, not, raise, setup } from 'xstate';
import { POPUP_AUTOPLAY_MS, POPUP_EXECUTION } from '../../../gateway/content/contract';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { LanguageChanged, SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import { STORAGE_KEYS, type AppStorage } from '../../shared/storage';
import type { Popup } from './popups.types';

export interface PopupsInput {
  storage: AppStorage;
  /** A session is being restored (a token at start): wait for it before fetching. */
  restoring?: boolean;
  /** The token the page's address brought, if any (a session is then being restored too). */
  urlToken?: string | null;
}

export interface Audience {
  loggedIn: boolean;
  username: string | null;
  firstLogin: boolean;
}

export interface PopupsContext {
  storage: AppStorage;
  audience: Audience;
  awaitingSession: boolean;
  /** Every popup announcement of the last answer. */
  all: Popup[];
  /** The index of the popup on screen, among those for this audience. */
  index: number;
  /** The "hide for today" box. */
  hideToday: boolean;
  /** The device's time as last told (epoch ms), kept current to the day; null until told. */
  now: number | null;
  error: GatewayErrorInfo | null;
  failures: number;
}

export type PopupsEvent =
  | SessionChanged
  | LanguageChanged
  /** The device's time (epoch ms): at start, and whenever the page comes back into view. */
  | { type: 'popups.clock'; now: number }
  | { type: 'popups.next' }
  | { type: 'popups.previous' }
  | { type: 'popups.show'; index: number }
  /** The pointer or the focus is on the carousel: hold the autoplay. */
  | { type: 'popups.hold' }
  | { type: 'popups.resume' }
  /** The player's pause and play (or reduced motion): no autoplay until played again. */
  | { type: 'popups.stop' }
  | { type: 'popups.play' }
  | { type: 'popups.hideToday'; checked: boolean }
  | { type: 'popups.close' }
  /** Raised by the clock at midnight and when told the time: is it still the day they were hidden? */
  | { type: 'popups.recheck' };

/** Storage keys: the session flag and the hide-for-today date, per user or 'anonymous'. */
export const popupKeys = (audience: Audience) => {
  const who = audience.loggedIn && audience.username ? audience.username : 'anonymous';
  return { closed: `popupClosed:${who}`, hiddenOn: `popupHiddenOn:${who}` };
};

/** 'yyyy-MM-dd' of an instant on this device. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The next local midnight after `ms`. */
export function nextMidnight(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** The popups for this audience, in order: a member's first-login ones first, then A; a visitor's B. */
export function popupsFor(all: readonly Popup[], audience: Audience): Popup[] {
  if (!audience.loggedIn) return all.filter((p) => p.execution === POPUP_EXECUTION.visitor);
  const first = audience.firstLogin ? all.filter((p) => p.execution === POPUP_EXECUTION.firstLogin) : [];
  return [...first, ...all.filter((p) => p.execution === POPUP_EXECUTION.member)];
}

const VISITOR: Audience = { loggedIn: false, username: null, firstLogin: false };
const MAX_RETRIES = 3;

export const popupsMachine = setup({
  types: {
    context: {} as PopupsContext,
    events: {} as PopupsEvent,
    input: {} as PopupsInput,
  },
  actors: {
    fetchPopups: notProvided<void, Popup[]>('fetchPopups'),
  },
  delays: {
    autoplay: POPUP_AUTOPLAY_MS,
    untilMidnight: ({ context }) => (context.now === null ? 86_400_000 : nextMidnight(context.now) - context.now),
    /** 10 s, 20 s, 40 s. */
    retryBackoff: ({ context }) => 10_000 * 2 ** Math.max(0, context.failures - 1),
  },
  guards: {
    awaitingSession: ({ context }) => context.awaitingSession,
    clockKnown: ({ context }) => context.now !== null,
    closedThisSession: ({ context }) => context.storage.getSession(popupKeys(context.audience).closed) === 'closed',
    hiddenToday: ({ context }) => context.now !== null && context.storage.getLocal(popupKeys(context.audience).hiddenOn) === dayOf(context.now),
    nothingToShow: ({ context }) => popupsFor(context.all, context.audience).length === 0,
    mayRetry: ({ context }) => context.failures < MAX_RETRIES,
    validIndex: ({ context, event }) =>
      event.type === 'popups.show' && Number.isInteger(event.index) && event.index >= 0 && event.index < popupsFor(context.all, context.audience).length,
  },
  actions: {
    /** The session flag: hidden for the rest of this session; with the box ticked, also today's date. */
    rememberClosed: ({ context }) => {
      const keys = popupKeys(context.audience);
      context.storage.setSession(keys.closed, 'closed');
      if (context.hideToday && context.now !== null) context.storage.setLocal(keys.hiddenOn, dayOf(context.now));
    },
    next: assign({ index: ({ context }) => (context.index + 1) % Math.max(1, popupsFor(context.all, context.audience).length) }),
    previous: assign({
      index: ({ context }) => {
        const n = Math.max(1, popupsFor(context.all, context.audience).length);
        return (context.index - 1 + n) % n;
      },
    }),
  },
}).createMachine({
  id: 'popups',
  context: ({ input }) => ({
    storage: input.storage,
    audience: VISITOR,
    awaitingSession: input.restoring ?? Boolean(input.urlToken || input.storage.getSession(STORAGE_KEYS.token)),
    all: [],
    index: 0,
    hideToday: false,
    now: null,
    error: null,
    failures: 0,
  }),
  type: 'parallel',
  on: {
    // Who is logged in decides which popups: fetch them again.
    'session.changed': {
      target: '.display.loading',
      // A logout has already ended the session's flags (the visitor's closed flag with them) when
      // this arrives: the session clears them before it announces the logout.
      actions: [
        assign(({ event }) => ({
          audience: { loggedIn: event.loggedIn, username: event.username, firstLogin: event.loggedIn && event.firstLogin === true },
          awaitingSession: false,
          failures: 0,
          index: 0,
          hideToday: false,
        })),
      ],
    },
    // Texts come in the new language (unless the session is still being restored, which fetches anyway).
    'language.changed': { guard: not('awaitingSession'), target: '.display.loading', actions: assign({ failures: 0 }) },
  },
  states: {
    /** The device's day, kept current by a timer to the next midnight. */
    clock: {
      initial: 'unknown',
      states: {
        unknown: {
          on: { 'popups.clock': { target: 'ticking', actions: assign({ now: ({ event }) => event.now }) } },
        },
        ticking: {
          on: {
            'popups.clock': { target: 'ticking', reenter: true, actions: [assign({ now: ({ event }) => event.now }), raise({ type: 'popups.recheck' })] },
          },
          after: {
            untilMidnight: {
              target: 'ticking',
              reenter: true,
              actions: [assign({ now: ({ context }) => nextMidnight(context.now!) }), raise({ type: 'popups.recheck' })],
            },
          },
        },
      },
    },
    display: {
      initial: 'starting',
      states: {
        starting: {
          always: [{ guard: 'awaitingSession', target: 'awaitingSession' }, { target: 'loading' }],
        },
        /** A token at start: who it belongs to is not known yet. */
        awaitingSession: {},
        loading: {
          invoke: {
            id: 'fetchPopups',
            src: 'fetchPopups',
            onDone: { target: 'deciding', actions: assign(({ event }) => ({ all: event.output, error: null, failures: 0 })) },
            onError: { target: 'failed', actions: assign(({ context, event }) => ({ error: toErrorInfo(event.error), failures: context.failures + 1 })) },
          },
        },
        /** Popups are never worth an error on screen: try again a few times, quietly. */
        failed: {
          after: { retryBackoff: { guard: 'mayRetry', target: 'loading' } },
        },
        deciding: {
          always: [
            { guard: not('clockKnown'), target: 'waitingForClock' },
            { guard: 'closedThisSession', target: 'closed' },
            { guard: 'nothingToShow', target: 'none' },
            { guard: 'hiddenToday', target: 'hiddenToday' },
            {
              target: 'showing',
              actions: assign(({ context }) => ({ index: Math.min(context.index, popupsFor(context.all, context.audience).length - 1), hideToday: false })),
            },
          ],
        },
        waitingForClock: {
          on: { 'popups.clock': 'deciding' },
        },
        showing: {
          initial: 'playing',
          on: {
            'popups.next': { target: '.stopped', actions: 'next' },
            'popups.previous': { target: '.stopped', actions: 'previous' },
            'popups.show': { guard: 'validIndex', target: '.stopped', actions: assign({ index: ({ event }) => event.index }) },
            'popups.stop': '.stopped',
            'popups.hideToday': { actions: assign({ hideToday: ({ event }) => event.checked }) },
            'popups.close': { target: 'closed', actions: 'rememberClosed' },
          },
          states: {
            playing: {
              after: { autoplay: { target: 'playing', reenter: true, actions: 'next' } },
              on: { 'popups.hold': 'held' },
            },
            held: { on: { 'popups.resume': 'playing' } },
            stopped: { on: { 'popups.play': 'playing' } },
          },
        },
        /** Closed in this session, for this user or visitor. */
        closed: {},
        /** Nothing for this audience. */
        none: {},
        /** Hidden for today on this device: the next day they may show again. */
        hiddenToday: {
          on: { 'popups.recheck': 'deciding' },
        },
      },
    },
  },
});
