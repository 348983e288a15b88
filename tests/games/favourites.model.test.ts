/**
 * Model-based test of favourites (xstate/graph): a user-level model of what a player can do
 * and see, whose every shortest path drives the REAL root actor over the simulator (msw in
 * Node) with a simulated clock; the runs must reach every state of the real machine.
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { favouritesMachine } from '../../machines/games/favourites/favourites.machine';
import type { Game } from '../../machines/games/rules';
import { modelTests } from '../support/model';
import { logIn, logOut, useRuns, type ScenarioRun } from '../support/scenario';

/** What the player does and sees. */
const model = createMachine({
  id: 'favouritesModel',
  initial: 'visitor',
  states: {
    visitor: { on: { TOGGLE: 'askedToLogIn', LOG_IN: 'notFavourite' } },
    askedToLogIn: { on: { LOG_IN: 'notFavourite' } },
    notFavourite: { on: { TOGGLE: 'favouriteCooling', TOGGLE_FAILS: 'rolledBack', LOG_OUT: 'visitor' } },
    favouriteCooling: { on: { TOGGLE: 'favouriteCooling', ADD_AGAIN: 'favouriteCooling', WAIT: 'favourite' } },
    favourite: { on: { ADD_AGAIN: 'favourite', TOGGLE: 'notFavouriteCooling', LOG_OUT: 'visitor' } },
    notFavouriteCooling: { on: { WAIT: 'notFavourite' } },
    rolledBack: { on: { WAIT: 'notFavourite' } },
  },
});

/** Favourites start with the first login; before that a visitor has none (logged out, as far as anyone can tell). */
const favourites = (r: ScenarioRun) =>
  r.root.system.get('favourites')?.getSnapshot() ?? { matches: (v: unknown) => v === 'loggedOut', context: { ids: [] as string[], error: null } };
const serverFavourites = (r: ScenarioRun): string[] => r.sim.db.favourite.getAll().map((f: { nodeId: unknown }) => String(f.nodeId));
const newRun = useRuns();

describe('favourites (model-based)', () => {
  modelTests(model, {
    start: async () => {
      const r = await newRun({ id: 'favourites-model' });
      // The games come from the home's hot list, which loads once the home is shown.
      await r.step({ send: { to: 'catalogue', event: { type: 'catalogue.home.shown' } } });
      await r.step({ expect: { actor: 'catalogue', state: { hot: 'ready' } } });
      const hot = (r.root.system.get('catalogue').getSnapshot().context.hot as Game[]).filter((g) => !['LOTT', 'ELOTT'].includes(g.gameType));
      expect(hot.length).toBeGreaterThan(0);
      const game = hot[0]!;
      return { r, key: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType } };
    },
    events: ({ r, key }) => ({
      LOG_IN: async () => {
        await logIn(r);
        await r.step({ expect: { actor: 'favourites', state: { ready: { gate: 'open' } } } });
      },
      LOG_OUT: () => logOut(r),
      TOGGLE: async () => {
        await r.step({ send: { to: 'favourites', event: { type: 'favourites.toggle', game: key } } });
        await r.settle();
      },
      ADD_AGAIN: async () => {
        await r.step({ send: { to: 'favourites', event: { type: 'favourites.add', game: key } } });
        await r.settle();
      },
      TOGGLE_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['MCSFE_addFavoriteGameV2'] } });
        await r.step({ send: { to: 'favourites', event: { type: 'favourites.toggle', game: key } } });
        await r.settle();
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      WAIT: async () => {
        r.clock.increment(1_000);
        await r.settle();
      },
    }),
    states: ({ r, key }) => ({
      visitor: () => {
        expect(favourites(r).matches('loggedOut')).toBe(true);
        expect(r.root.system.get('session').getSnapshot().context.loginPrompt).toBe(false);
      },
      askedToLogIn: () => {
        expect(favourites(r).matches('loggedOut')).toBe(true);
        expect(r.root.system.get('session').getSnapshot().context.loginPrompt).toBe(true);
      },
      notFavourite: () => {
        expect(favourites(r).context.ids).not.toContain(key.nodeId);
        expect(serverFavourites(r)).not.toContain(key.nodeId);
        expect(favourites(r).matches({ ready: { gate: 'open' } })).toBe(true);
      },
      favouriteCooling: () => {
        // Shown at once, saved on the server, and further toggles are held for a second.
        expect(favourites(r).context.ids).toContain(key.nodeId);
        expect(serverFavourites(r)).toContain(key.nodeId);
        expect(favourites(r).matches({ ready: { gate: 'cooling' } })).toBe(true);
      },
      favourite: () => {
        expect(favourites(r).context.ids).toContain(key.nodeId);
        expect(serverFavourites(r)).toContain(key.nodeId);
        expect(favourites(r).matches({ ready: { gate: 'open' } })).toBe(true);
      },
      notFavouriteCooling: () => {
        expect(favourites(r).context.ids).not.toContain(key.nodeId);
        expect(serverFavourites(r)).not.toContain(key.nodeId);
        expect(favourites(r).matches({ ready: { gate: 'cooling' } })).toBe(true);
      },
      rolledBack: () => {
        // The optimistic heart was taken back, and the player is told why.
        expect(favourites(r).context.ids).not.toContain(key.nodeId);
        expect(serverFavourites(r)).not.toContain(key.nodeId);
        expect(favourites(r).context.error?.messageKey).toBe('errors.systemError');
      },
    }),
    covers: [{ machine: favouritesMachine }],
  });
});
