// @vitest-environment node
// The home's lists are the home's: a visitor who opens a lobby does not download the
// hot list or the winner board; the home asks for them once, and a language change refreshes them
// only once they are wanted.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogueMachine, HOT_GAMES_CACHE_KEY, type CatalogueInput } from '../../machines/games/catalogue/catalogue.machine';
import { createMemoryStorage } from '../../machines/shared/storage';
import type { GamePage } from '../../machines/games/games.types';
import type { Game, Lane, Winner } from '../../machines/games/rules';

const HOT: Game = {
  nodeId: '7',
  gameId: null,
  gameCode: null,
  name: 'Hot Ox',
  gameType: 'RNG',
  vendor: 'PG',
  icon: null,
  isHot: true,
  freeTrial: false,
  classify: null,
  opensList: false,
};

function start(input: CatalogueInput = {}) {
  const calls = { lanes: 0, hot: 0, winners: 0 };
  const actor = createActor(
    catalogueMachine.provide({
      actors: {
        fetchLanes: fromPromise(async (): Promise<Lane[]> => (calls.lanes++, [])),
        fetchHotGames: fromPromise(async (): Promise<Game[]> => (calls.hot++, [HOT])),
        fetchWinners: fromPromise(
          async (): Promise<Winner[]> => (
            calls.winners++,
            [{ customerName: 'p***1', winAmount: 10, gameName: 'Ox', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null }]
          ),
        ),
        fetchRecentGames: fromPromise(async () => ({ games: [], total: 0 }) as unknown as GamePage),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('catalogue: the home lists load with the home', () => {
  it('loads the lanes for the navigation but not the hot list or the winner board', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ lanes: 'ready' }));
    actor.send({ type: 'language.changed', lang: 'EN' } as never);
    await waitFor(actor, (s) => s.matches({ lanes: 'ready' }));
    expect(calls).toEqual({ lanes: 2, hot: 0, winners: 0 });
    expect(actor.getSnapshot().matches({ hot: 'idle', winners: 'idle' })).toBe(true);
  });

  it('loads them once the home is shown, once, and refreshes them with the language from then on', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'catalogue.home.shown' });
    await waitFor(actor, (s) => s.matches({ hot: 'ready', winners: 'ready' }));
    expect(actor.getSnapshot().context.winners).toHaveLength(1);
    actor.send({ type: 'catalogue.home.shown' });
    expect(calls.hot).toBe(1);
    actor.send({ type: 'language.changed', lang: 'EN' } as never);
    await waitFor(actor, (s) => s.matches({ hot: 'ready', winners: 'ready' }));
    expect(calls).toMatchObject({ hot: 2, winners: 2 });
  });
});

describe('catalogue: the home hot list is cached in session storage (spec §7)', () => {
  it('a second start in the same tab shows the cached list without a call; another language or a refresh asks again', async () => {
    const storage = createMemoryStorage();
    const first = start({ storage, language: 'TH' });
    first.actor.send({ type: 'catalogue.home.shown' });
    await waitFor(first.actor, (s) => s.matches({ hot: 'ready' }));
    expect(first.calls.hot).toBe(1);
    expect(JSON.parse(storage.dump().session[HOT_GAMES_CACHE_KEY]!)).toEqual({ lang: 'TH', games: [HOT] });
    first.actor.stop();

    // A reload: the same tab's session storage.
    const again = start({ storage, language: 'TH' });
    again.actor.send({ type: 'catalogue.home.shown' });
    await waitFor(again.actor, (s) => s.matches({ hot: 'ready' }));
    expect(again.calls.hot).toBe(0);
    expect(again.actor.getSnapshot().context.hot).toEqual([HOT]);

    // Another language is not the cached one's.
    again.actor.send({ type: 'language.changed', lang: 'EN' } as never);
    await waitFor(again.actor, (s) => s.matches({ hot: 'ready' }));
    expect(again.calls.hot).toBe(1);
    expect(JSON.parse(storage.dump().session[HOT_GAMES_CACHE_KEY]!).lang).toBe('EN');

    // A refresh asks the gateway again.
    again.actor.send({ type: 'catalogue.refresh' });
    await waitFor(again.actor, (s) => s.matches({ hot: 'ready' }) && again.calls.hot === 2);
    expect(again.calls.hot).toBe(2);
  });

  it('ignores a cached value that is not a list of games', async () => {
    const storage = createMemoryStorage({ session: { [HOT_GAMES_CACHE_KEY]: '{"lang":"TH","games":[{"x":1}]}' } });
    const { actor, calls } = start({ storage, language: 'TH' });
    actor.send({ type: 'catalogue.home.shown' });
    await waitFor(actor, (s) => s.matches({ hot: 'ready' }));
    expect(calls.hot).toBe(1);
  });
});
