/**
 * favourites (spec §4): requires login; a toggle adds a game that is not a favourite and removes
 * one that is; adding an existing favourite does nothing. The list updates at once, then the
 * server is called; a failure rolls back with a message. Toggles are throttled to one a second
 * (and one call at a time). Lottery favourites are kept locally, per username.
 */
import { and, assign, enqueueActions, not, setup, stateIn } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { FAVOURITE_THROTTLE_MS, LOTTERY_ROUTES, LOTTERY_TYPES, type FavouriteKey } from '../rules';
import type { AppStorage } from '../../shared/storage';
import { tell, type SessionChanged } from '../../shared/broadcasts';

export interface FavouritesContext {
  storage: AppStorage;
  username: string | null;
  /** Server favourites (node ids). */
  ids: string[];
  /** Lottery favourites, kept on this device for this username. */
  lotteryIds: string[];
  /** The change being saved, so a failure can undo exactly it. */
  pending: { key: FavouriteKey; adding: boolean } | null;
  error: GatewayErrorInfo | null;
}

export type FavouritesEvent =
  SessionChanged | { type: 'favourites.toggle'; game: FavouriteKey } | { type: 'favourites.add'; game: FavouriteKey } | { type: 'favourites.dismissError' };

export const lotteryStorageKey = (username: string) => `lotteryFavourites:${username}`;

export function isLotteryGame(key: Pick<FavouriteKey, 'gameType' | 'vendor'>): boolean {
  return LOTTERY_TYPES.includes(key.gameType) || key.vendor in LOTTERY_ROUTES;
}

function readLottery(storage: AppStorage, username: string | null): string[] {
  if (!username) return [];
  try {
    const parsed = JSON.parse(storage.getLocal(lotteryStorageKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

const without = (ids: string[], id: string) => ids.filter((x) => x !== id);

export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { storage: AppStorage },
  },
  actors: {
    fetchFavouriteIds: notProvided<void, string[]>('fetchFavouriteIds'),
    addFavourite: notProvided<FavouriteKey, unknown>('addFavourite'),
    removeFavourite: notProvided<FavouriteKey, unknown>('removeFavourite'),
  },
  delays: { throttle: FAVOURITE_THROTTLE_MS },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
    isLottery: ({ event }) => 'game' in event && isLotteryGame(event.game),
    isFavourite: ({ context, event }) => 'game' in event && (isLotteryGame(event.game) ? context.lotteryIds : context.ids).includes(event.game.nodeId),
    canToggle: and([stateIn({ ready: { gate: 'open' } }), stateIn({ ready: { sync: 'idle' } })]),
  },
  actions: {
    promptLogin: tell('session', { type: 'session.promptLogin' }),
    toggleLottery: enqueueActions(({ context, event, enqueue }) => {
      if (!('game' in event) || !context.username) return;
      const id = event.game.nodeId;
      const lotteryIds = context.lotteryIds.includes(id) ? without(context.lotteryIds, id) : [...context.lotteryIds, id];
      context.storage.setLocal(lotteryStorageKey(context.username), JSON.stringify(lotteryIds));
      enqueue.assign({ lotteryIds });
    }),
    applyOptimistic: assign(({ context, event }) => {
      if (!('game' in event)) return {};
      const id = event.game.nodeId;
      const adding = !context.ids.includes(id);
      return { ids: adding ? [...context.ids, id] : without(context.ids, id), pending: { key: event.game, adding }, error: null };
    }),
    rollback: assign(({ context, event }) => {
      const p = context.pending;
      if (!p) return {};
      const id = p.key.nodeId;
      return {
        ids: p.adding ? without(context.ids, id) : context.ids.includes(id) ? context.ids : [...context.ids, id],
        pending: null,
        error: toErrorInfo(errorOf(event)),
      };
    }),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ storage: input.storage, username: null, ids: [], lotteryIds: [], pending: null, error: null }),
  initial: 'loggedOut',
  on: {
    'favourites.dismissError': { actions: assign({ error: null }) },
  },
  states: {
    /** Favourites need a login: asking for one opens the login prompt. */
    loggedOut: {
      entry: assign({ ids: [], lotteryIds: [], username: null, pending: null }),
      on: {
        'session.changed': {
          guard: 'loggedIn',
          target: 'loading',
          actions: assign(({ event, context }) => ({ username: event.username, lotteryIds: readLottery(context.storage, event.username) })),
        },
        'favourites.toggle': { actions: 'promptLogin' },
        'favourites.add': { actions: 'promptLogin' },
      },
    },
    loading: {
      invoke: {
        id: 'fetchFavouriteIds',
        src: 'fetchFavouriteIds',
        onDone: { target: 'ready', actions: assign({ ids: ({ event }) => event.output.map(String), error: null }) },
        // The hearts stay empty but usable; the message says why the list is missing.
        onError: { target: 'ready', actions: assign({ error: ({ event }) => toErrorInfo(event.error) }) },
      },
      on: { 'session.changed': { guard: not('loggedIn'), target: 'loggedOut' } },
    },
    ready: {
      type: 'parallel',
      on: {
        'session.changed': { guard: not('loggedIn'), target: 'loggedOut' },
        'favourites.add': [
          { guard: 'isFavourite' }, // adding an existing favourite does nothing
          { guard: and(['isLottery', 'canToggle']), actions: 'toggleLottery', target: '.gate.cooling' },
          { guard: 'canToggle', actions: 'applyOptimistic', target: ['.gate.cooling', '.sync.adding'] },
        ],
        'favourites.toggle': [
          { guard: and(['isLottery', 'canToggle']), actions: 'toggleLottery', target: '.gate.cooling' },
          { guard: and(['canToggle', 'isFavourite']), actions: 'applyOptimistic', target: ['.gate.cooling', '.sync.removing'] },
          { guard: 'canToggle', actions: 'applyOptimistic', target: ['.gate.cooling', '.sync.adding'] },
        ],
      },
      states: {
        /** The throttle: one accepted toggle a second. */
        gate: {
          initial: 'open',
          states: {
            open: {},
            cooling: { after: { throttle: 'open' } },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: {},
            adding: {
              invoke: {
                id: 'addFavourite',
                src: 'addFavourite',
                input: ({ context }) => context.pending!.key,
                onDone: { target: 'idle', actions: assign({ pending: null }) },
                onError: { target: 'idle', actions: 'rollback' },
              },
            },
            removing: {
              invoke: {
                id: 'removeFavourite',
                src: 'removeFavourite',
                input: ({ context }) => context.pending!.key,
                onDone: { target: 'idle', actions: assign({ pending: null }) },
                onError: { target: 'idle', actions: 'rollback' },
              },
            },
          },
        },
      },
    },
  },
});
