/**
 * overlays: the one queue that decides which dialog is on screen (spec §2). Each dialog's host
 * asks to show (`overlays.request`) while it has something to show and releases it
 * (`overlays.release`) when closed; the host shows its dialog only while granted
 * (`overlays.selectors.ts`). Rules (overlays.types.ts for the levels):
 * - a blocking overlay (the login asked for, a forced password change, a dialog the user opened)
 *   is granted at once; a queued overlay on screen gives way to it and comes back after;
 * - answers and announcements are granted one at a time, answers before announcements, and only
 *   once the page has settled (`OVERLAY_SETTLE_MS` with no click, key, navigation, login or
 *   logout, and none since a dialog closed) and no form field outside a dialog has the focus;
 * - a queued overlay on screen stays until it is released: another one asking meanwhile waits,
 *   whatever its level, so nothing replaces a dialog under the user's pointer.
 */
import { assign, setup } from 'xstate';
import type { SessionChanged } from '../../shared/broadcasts';
import { OVERLAY_LEVELS, OVERLAY_ORDER, OVERLAY_SETTLE_MS, type OverlayId } from './overlays.types';

export interface OverlaysContext {
  /** What asks to show, most urgent first. */
  requested: OverlayId[];
  /** The overlay on screen (the most urgent blocking one, else the granted queued one), or null. */
  shown: OverlayId | null;
  /** A form field outside any dialog has the focus: the user is typing in the page. */
  typing: boolean;
}

export type OverlaysEvent =
  | SessionChanged
  | { type: 'overlays.request'; id: OverlayId }
  | { type: 'overlays.release'; id: OverlayId }
  /** The user clicked, pressed a key or moved to another page. */
  | { type: 'overlays.activity' }
  | { type: 'overlays.typing'; typing: boolean };

const isBlocking = (id: OverlayId) => OVERLAY_LEVELS[id] === 'blocking';
const rank = (id: OverlayId) => OVERLAY_ORDER.indexOf(id);

/** Who is on screen, by the rules above. */
export function decide(c: OverlaysContext, settled: boolean): OverlayId | null {
  const blocking = c.requested.find(isBlocking);
  if (blocking) return blocking;
  if (c.shown && !isBlocking(c.shown) && c.requested.includes(c.shown)) return c.shown;
  if (!settled || c.typing) return null;
  return c.requested[0] ?? null;
}

export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
  },
  delays: { settle: OVERLAY_SETTLE_MS },
  guards: {
    known: ({ event }) => 'id' in event && Object.hasOwn(OVERLAY_LEVELS, event.id),
  },
  actions: {
    add: assign({
      requested: ({ context, event }) => {
        const id = (event as { id: OverlayId }).id;
        return context.requested.includes(id) ? context.requested : [...context.requested, id].sort((a, b) => rank(a) - rank(b));
      },
    }),
    remove: assign({ requested: ({ context, event }) => context.requested.filter((id) => id !== (event as { id: OverlayId }).id) }),
    typing: assign({ typing: ({ event }) => (event as { typing: boolean }).typing }),
    decideSettling: assign({ shown: ({ context }) => decide(context, false) }),
    decideSettled: assign({ shown: ({ context }) => decide(context, true) }),
  },
}).createMachine({
  id: 'overlays',
  context: { requested: [], shown: null, typing: false },
  initial: 'settling',
  states: {
    /** The page is busy: only blocking overlays show (and a queued one already on screen stays). */
    settling: {
      entry: 'decideSettling',
      after: { settle: 'settled' },
      on: {
        'overlays.request': { guard: 'known', actions: ['add', 'decideSettling'] },
        // A dialog closing is the user's doing: what comes next waits for the page to settle.
        'overlays.release': { guard: 'known', target: 'settling', reenter: true, actions: 'remove' },
        'overlays.activity': { target: 'settling', reenter: true },
        'session.changed': { target: 'settling', reenter: true },
        'overlays.typing': { actions: ['typing', 'decideSettling'] },
      },
    },
    /** Quiet: the most urgent queued overlay may show. */
    settled: {
      entry: 'decideSettled',
      on: {
        'overlays.request': { guard: 'known', actions: ['add', 'decideSettled'] },
        'overlays.release': { guard: 'known', target: 'settling', actions: 'remove' },
        'overlays.activity': 'settling',
        'session.changed': 'settling',
        'overlays.typing': { actions: ['typing', 'decideSettled'] },
      },
    },
  },
});
