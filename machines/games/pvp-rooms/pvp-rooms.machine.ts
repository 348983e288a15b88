/**
 * pvpRooms: the rooms of the PVP vendor chosen on the PVP page (`GLS2_roomList`, which needs the
 * token). Shown for a vendor (`rooms.show`), hidden when the page leaves the vendor
 * (`rooms.hide`). A visitor is told to log in (the prompt on request); a login reads the rooms,
 * a logout forgets them. A failure keeps nothing stale and offers a retry; a refresh reads the
 * rooms again (seats change), keeping the rows on screen meanwhile.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { tell, type LanguageChanged, type SessionChanged } from '../../shared/broadcasts';
import { notProvided, toErrorInfo } from '../../shared/effect';
import type { PvpRoom } from './pvp-rooms.types';

export interface PvpRoomsContext {
  loggedIn: boolean;
  vendor: string | null;
  rooms: PvpRoom[];
  error: GatewayErrorInfo | null;
}

export type PvpRoomsEvent =
  | SessionChanged
  | LanguageChanged
  | { type: 'rooms.show'; vendor: string }
  | { type: 'rooms.hide' }
  | { type: 'rooms.retry' }
  | { type: 'rooms.refresh' }
  | { type: 'rooms.login' };

export const pvpRoomsMachine = setup({
  types: { context: {} as PvpRoomsContext, events: {} as PvpRoomsEvent },
  actors: { fetchPvpRooms: notProvided<{ vendor: string }, PvpRoom[]>('fetchPvpRooms') },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    sameVendor: ({ context, event }) => event.type === 'rooms.show' && event.vendor === context.vendor,
    loggedInNow: ({ event }) => event.type === 'session.changed' && event.loggedIn,
  },
  actions: {
    promptLogin: tell('session', { type: 'session.promptLogin' }),
  },
}).createMachine({
  id: 'pvpRooms',
  context: { loggedIn: false, vendor: null, rooms: [], error: null },
  initial: 'hidden',
  on: {
    'rooms.hide': { target: '.hidden', actions: assign({ vendor: null, rooms: [], error: null }) },
  },
  states: {
    hidden: {
      on: {
        'session.changed': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
        'rooms.show': { target: 'shown', actions: assign({ vendor: ({ event }) => event.vendor, rooms: [], error: null }) },
      },
    },
    shown: {
      initial: 'checking',
      on: {
        // The same vendor again keeps what is shown; another vendor reads its rooms.
        'rooms.show': [
          { guard: 'sameVendor' },
          { target: '.checking', reenter: true, actions: assign({ vendor: ({ event }) => event.vendor, rooms: [], error: null }) },
        ],
        'session.changed': [
          { guard: 'loggedInNow', target: '.checking', reenter: true, actions: assign({ loggedIn: true, error: null }) },
          { target: '.checking', reenter: true, actions: assign({ loggedIn: false, rooms: [], error: null }) },
        ],
      },
      states: {
        checking: { always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'visitor' }] },
        /** The rooms need a login: the view offers it. */
        visitor: { on: { 'rooms.login': { actions: 'promptLogin' } } },
        loading: {
          invoke: {
            id: 'fetchPvpRooms',
            src: 'fetchPvpRooms',
            input: ({ context }) => ({ vendor: context.vendor ?? '' }),
            onDone: { target: 'ready', actions: assign({ rooms: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ rooms: [], error: ({ event }) => toErrorInfo(event.error) }) },
          },
        },
        ready: {
          on: {
            'rooms.refresh': 'loading',
            'language.changed': 'loading',
          },
        },
        failed: { on: { 'rooms.retry': 'loading' } },
      },
    },
  },
});
