// @vitest-environment node
// The home's lists are the home's: a visitor who opens a lobby does not download the
// hot list or the winner board; the home asks for them once, and a language change refreshes them
// only once they are wanted.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogueMachine } from '../../machines/games/catalogue/catalogue.machine';
import type { GamePage } from '../../machines/games/games.types';
import type { Game, Lane, Winner } from '../../machines/games/rules';

function start() {
  const calls = { lanes: 0, hot: 0, winners: 0 };
  const actor = createActor(
    catalogueMachine.provide({
      actors: {
        fetchLanes: fromPromise(async (): Promise<Lane[]> => (calls.lanes++, [])),
        fetchHotGames: fromPromise(async (): Promise<Game[]> => (calls.hot++, [])),
        fetchWinners: fromPromise(async (): Promise<Winner[]> => (calls.winners++, [{ customerName: 'p***1', winAmount: 10, gameName: 'Ox', nodeId: '1', gameType: 'RNG', vendor: 'PG', icon: null }])),
        fetchRecentGames: fromPromise(async () => ({ games: [], total: 0 }) as unknown as GamePage),
      },
    }),
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
