// @vitest-environment node
/**
 * Simulator state survives a reload (simulator/persistence.ts): a run's changes since the seed,
 * exported from one simulator and imported into a fresh one of the same seed, give the same
 * favourites, balance, bets and sessions; the random streams continue where they were, so the
 * next token is new; a state of another seed or scenario is refused and changes nothing.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../simulator';
import { trackSimulator } from '../../simulator/persistence';

const GW = 'http://gateway.test';
const TOKEN = 'persist-token-1';
const config = { games: 60, sessions: [{ token: TOKEN, account: 'player01' }] };

async function ask(sim: Simulator, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const headers = new Headers({ Merchant: 'croupier', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' });
  if (init.token) headers.set('Authorization', init.token);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const res = await getResponse(
    sim.handlers,
    new Request(GW + path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
  );
  if (!res) throw new Error(`no handler for ${path}`);
  return (await res.json()) as { success: boolean; value?: Record<string, unknown> & { games?: { nodeId: string; vassalage: string; gameType: string }[] } };
}

const balance = async (sim: Simulator) => Number((await ask(sim, '/wps/v2/wallets/balance', { token: TOKEN })).value?.sumBalance);
const favourites = async (sim: Simulator) => JSON.stringify((await ask(sim, '/wps/relay/MCSFE_getFavoriteGames', { token: TOKEN })).value);

async function playOnce(sim: Simulator): Promise<string> {
  const list = await ask(sim, '/wps/relay/GCSGAME_gameList?pageSize=20&gameType=RNG');
  const game = list.value!.games!.find((g) => g.gameType === 'RNG')!;
  await ask(sim, '/wps/relay/MCSFE_addFavoriteGameV2', {
    method: 'POST',
    token: TOKEN,
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
  const launched = await ask(sim, `/wps/game/launchGame?launchMode=GLS&gameType=RNG&vassalage=${game.vassalage}&nodeId=${game.nodeId}&accountType=1`, {
    token: TOKEN,
  });
  const url = (launched.value!.content as { game_url: string }).game_url;
  const spin = await getResponse(
    sim.handlers,
    new Request(GW + url.replace('?', '/spin?'), { method: 'POST', body: JSON.stringify({ bet: 5 }), headers: { 'Content-Type': 'text/plain' } }),
  );
  expect(((await spin!.json()) as { success: boolean }).success).toBe(true);
  return url;
}

describe('simulator state across a reload', () => {
  it('brings back favourites, the balance after a spin, and the bet in the record', async () => {
    const before = createSimulator(config);
    const saved = trackSimulator(before, 'id-1');
    const startBalance = await balance(before);
    await playOnce(before);
    expect(saved.dirty).toBe(true);
    const afterSpin = await balance(before);
    expect(afterSpin).not.toBe(startBalance);
    const state = JSON.parse(JSON.stringify(saved.exportState())); // as sessionStorage keeps it

    const reloaded = createSimulator(config);
    const restored = trackSimulator(reloaded, 'id-1');
    expect(await balance(reloaded)).toBe(startBalance); // the seed alone
    expect(restored.importState(state)).toBe(true);
    expect(await balance(reloaded)).toBe(afterSpin);
    expect(await favourites(reloaded)).toBe(await favourites(before));
    expect(reloaded.snapshot()).toEqual(before.snapshot());
  });

  it('keeps only what changed, and continues the random streams (no token is handed out twice)', async () => {
    const before = createSimulator(config);
    const saved = trackSimulator(before, 'id-1');
    const firstLaunch = await playOnce(before);
    const state = saved.exportState();
    expect(Object.keys(state.models)).not.toContain('game'); // the catalogue is the seed's
    expect(JSON.stringify(state).length).toBeLessThan(20_000);

    const reloaded = createSimulator(config);
    trackSimulator(reloaded, 'id-1').importState(state);
    const nextHere = await playOnce(reloaded);
    const nextThere = await playOnce(before);
    expect(nextHere).toBe(nextThere);
    expect(nextHere).not.toBe(firstLaunch);
  });

  it('refuses a state of another seed, scenario or version, and a damaged one', async () => {
    const before = createSimulator(config);
    const saved = trackSimulator(before, 'seed-1');
    await playOnce(before);
    const state = saved.exportState();
    const other = createSimulator(config);
    const p = trackSimulator(other, 'seed-2');
    const seed = other.snapshot();
    expect(p.importState(state)).toBe(false);
    expect(p.importState({ ...state, identity: 'seed-2', version: 0 })).toBe(false);
    expect(p.importState(null)).toBe(false);
    expect(p.importState('garbage')).toBe(false);
    expect(other.snapshot()).toEqual(seed);
  });
});
