/**
 * overlays: the one queue that decides which dialog is on screen (spec §2). Each dialog's host
 * asks to show (`overlays.request`) while it has something to show and releases it
 * (`overlays.release`) when closed; a source of answers that looked and found nothing says so
 * (`overlays.checked`). The host shows its dialog only while granted (`overlays.selectors.ts`).
 * Rules (overlays.types.ts for the levels):
 * - a blocking overlay (the login asked for, a forced password change, a dialog the user opened)
 *   is granted at once; a queued overlay on screen gives way to it and comes back after;
 * - answers and announcements are granted one at a time, answers before announcements, and only
 *   once the page has settled (`OVERLAY_SETTLE_MS` with no click, key, navigation, login or
 *   logout, and none since a dialog closed) and no form field outside a dialog has the focus;
 * - after a login, announcements wait until every source of answers has asked or said it has
 *   nothing (at most `OVERLAY_ANSWER_WAIT_MS`);
 * - a queued overlay on screen stays until it is released: another one asking meanwhile waits,
 *   whatever its level, so nothing replaces a dialog under the user's pointer.
 */
import { assign, setup } from 'xstate';
import type { SessionChanged } from '../../shared/broadcasts';
import { OVERLAY_ANSWER_WAIT_MS, OVERLAY_ANSWERS, OVERLAY_LEVELS, OVERLAY_ORDER, OVERLAY_SETTLE_MS, type OverlayId } from './overlays.types';

export interface OverlaysContext {
  /** What asks to show, most urgent first. */
  requested: OverlayId[];
  /** The overlay on screen (the most urgent blocking one, else the granted queued one), or null. */
  shown: OverlayId | null;
  /** A form field outside any dialog has the focus: the user is typing in the page. */
  typing: boolean;
  /** The page has been quiet for OVERLAY_SETTLE_MS. */
  settled: boolean;
  /** Sources of answers not heard from since the login. */
  unheard: OverlayId[];
}

export type OverlaysEvent =
  | SessionChanged
  | { type: 'overlays.request'; id: OverlayId }
  | { type: 'overlays.release'; id: OverlayId }
  /** A source of answers looked and has nothing to ask now. */
  | { type: 'overlays.checked'; id: OverlayId }
  /** The user clicked, pressed a key or moved to another page. */
  | { type: 'overlays.activity' }
  | { type: 'overlays.typing'; typing: boolean };

const isBlocking = (id: OverlayId) => OVERLAY_LEVELS[id] === 'blocking';
const rank = (id: OverlayId) => OVERLAY_ORDER.indexOf(id);
const idOf = (event: OverlaysEvent) => (event as { id: OverlayId }).id;

/** Who is on screen, by the rules above. */
export function decide(c: OverlaysContext): OverlayId | null {
  const blocking = c.requested.find(isBlocking);
  if (blocking) return blocking;
  if (c.shown && !isBlocking(c.shown) && c.requested.includes(c.shown)) return c.shown;
  if (!c.settled || c.typing) return null;
  return c.requested.find((id) => OVERLAY_LEVELS[id] === 'answer' || c.unheard.length === 0) ?? null;
}

export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
  },
  delays: { settle: OVERLAY_SETTLE_MS, answerWait: OVERLAY_ANSWER_WAIT_MS },
  guards: {
    known: ({ event }) => Object.hasOwn(OVERLAY_LEVELS, idOf(event)),
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
  },
  actions: {
    add: assign({
      requested: ({ context, event }) => {
        const id = idOf(event);
        return context.requested.includes(id) ? context.requested : [...context.requested, id].sort((a, b) => rank(a) - rank(b));
      },
    }),
    remove: assign({ requested: ({ context, event }) => context.requested.filter((id) => id !== idOf(event)) }),
    heard: assign({ unheard: ({ context, event }) => context.unheard.filter((id) => id !== idOf(event)) }),
    typing: assign({ typing: ({ event }) => (event as { typing: boolean }).typing }),
    decide: assign({ shown: ({ context }) => decide(context) }),
  },
}).createMachine({
  id: 'overlays',
  context: { requested: [], shown: null, typing: false, settled: false, unheard: [] },
  type: 'parallel',
  on: {
    'overlays.request': { guard: 'known', actions: ['add', 'heard', 'decide'] },
    'overlays.checked': { guard: 'known', actions: ['heard', 'decide'] },
    'overlays.typing': { actions: ['typing', 'decide'] },
  },
  // Each region handles its own part of an event, from its child states: a transition declared on
  // a region with `reenter` would re-enter the whole machine and reset the other region.
  states: {
    pace: {
      initial: 'settling',
      states: {
        /** The page is busy: only blocking overlays show (and a queued one already on screen stays). */
        settling: {
          entry: [assign({ settled: false }), 'decide'],
          after: { settle: 'settled' },
          on: {
            // A dialog closing is the user's doing: what comes next waits for the page to settle.
            'overlays.release': { guard: 'known', target: 'settling', reenter: true, actions: 'remove' },
            'overlays.activity': { target: 'settling', reenter: true },
            'session.changed': { target: 'settling', reenter: true },
          },
        },
        /** Quiet: the most urgent queued overlay may show. */
        settled: {
          entry: [assign({ settled: true }), 'decide'],
          on: {
            'overlays.release': { guard: 'known', target: 'settling', actions: 'remove' },
            'overlays.activity': 'settling',
            'session.changed': 'settling',
          },
        },
      },
    },
    /** After a login: have the sources of answers looked yet? */
    answers: {
      initial: 'heard',
      states: {
        waiting: {
          entry: [assign({ unheard: () => [...OVERLAY_ANSWERS] }), 'decide'],
          after: { answerWait: 'heard' },
          on: { 'session.changed': [{ guard: 'loggedIn', target: 'waiting', reenter: true }, { target: 'heard' }] },
        },
        heard: {
          entry: [assign({ unheard: [] }), 'decide'],
          on: { 'session.changed': { guard: 'loggedIn', target: 'waiting' } },
        },
      },
    },
  },
});
