/**
 * ageGate: the age announcement a visitor confirms before browsing, where the brand asks for it
 * (`brand.ageAnnouncement`; the age is `brand.ageLimit`, 18 or 21, spec §5 "Age confirmation 18 (a
 * variant says 21)"). Members are not asked: registering already confirmed the age (the register
 * form's age box), so a logged-in session skips it, and a session being restored is waited for.
 *
 * What is stored and for how long: the spec names only the age. The confirmation is kept on this
 * device (local storage `ageConfirmed`, the age confirmed) and holds until the brand asks for a
 * higher age than the one confirmed; declining stores nothing, so the next visit asks again.
 *
 * States: off (the brand does not ask), waitingForSession, asking, declined (the page stays
 * covered, with the age it asks and the way back to confirming), confirmed, member.
 * No effects, no children.
 */
import { assign, setup } from 'xstate';
import type { BrandConfig } from '../../../gateway/shell/config';
import type { SessionChanged } from '../../shared/broadcasts';
import { STORAGE_KEYS, type AppStorage } from '../../shared/storage';

/** Local storage: the age this device's visitor confirmed. */
export const AGE_CONFIRMED_KEY = 'ageConfirmed';

export interface AgeGateInput {
  storage: AppStorage;
  /** ageAnnouncement: the brand shows the announcement; ageLimit: the age confirmed. */
  brand: Pick<BrandConfig, 'ageAnnouncement' | 'ageLimit'>;
  /** The token the page's address brought, if any (a session is then being restored). */
  urlToken?: string | null;
}

export interface AgeGateContext {
  storage: AppStorage;
  enabled: boolean;
  ageLimit: number;
  restoring: boolean;
}

export type AgeGateEvent = SessionChanged | { type: 'ageGate.confirm' } | { type: 'ageGate.decline' };

/** The age stored on this device covers the brand's age. */
export function confirmedFor(storage: AppStorage, ageLimit: number): boolean {
  const stored = Number(storage.getLocal(AGE_CONFIRMED_KEY));
  return Number.isFinite(stored) && stored >= ageLimit && stored > 0;
}

export const ageGateMachine = setup({
  types: { context: {} as AgeGateContext, events: {} as AgeGateEvent, input: {} as AgeGateInput },
  guards: {
    disabled: ({ context }) => !context.enabled,
    restoring: ({ context }) => context.restoring,
    alreadyConfirmed: ({ context }) => confirmedFor(context.storage, context.ageLimit),
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    loggedOut: ({ event }) => event.type === 'session.changed' && !event.loggedIn,
  },
  actions: {
    store: ({ context }) => context.storage.setLocal(AGE_CONFIRMED_KEY, String(context.ageLimit)),
  },
}).createMachine({
  id: 'ageGate',
  // A token at start (in the address or the session store): a session is being restored, wait for it.
  context: ({ input }) => ({
    storage: input.storage,
    enabled: input.brand.ageAnnouncement === true,
    ageLimit: input.brand.ageLimit,
    restoring: Boolean(input.urlToken || input.storage.getSession(STORAGE_KEYS.token)),
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'disabled', target: 'off' },
        { guard: 'restoring', target: 'waitingForSession' },
        { guard: 'alreadyConfirmed', target: 'confirmed' },
        { target: 'asking' },
      ],
    },
    off: { type: 'final' },
    waitingForSession: {
      on: {
        'session.changed': [
          { guard: 'loggedIn', target: 'member' },
          { target: 'deciding', actions: assign({ restoring: false }) },
        ],
      },
    },
    asking: {
      on: {
        'ageGate.confirm': { target: 'confirmed', actions: 'store' },
        'ageGate.decline': 'declined',
        'session.changed': { guard: 'loggedIn', target: 'member' },
      },
    },
    declined: {
      on: {
        'ageGate.confirm': { target: 'confirmed', actions: 'store' },
        'session.changed': { guard: 'loggedIn', target: 'member' },
      },
    },
    confirmed: {},
    member: {
      on: { 'session.changed': { guard: 'loggedOut', target: 'deciding', actions: assign({ restoring: false }) } },
    },
  },
});
