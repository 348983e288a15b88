// @vitest-environment node
/**
 * Live wagering over the simulator (the progress of a claimed bonus's wagering, live): the
 * real root actor and claims machine, the real client, the simulator in Node, a simulated clock.
 * player01 opens the claim hall (claims.watch) and bets in the demo game; the hall reads the
 * claims again when the wallet finds the balance changed (its money.moved broadcast) and every
 * 30 s, and shows the turnover the bets added; once the hall is left (claims.unwatch) nothing is
 * read any more.
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../machines/rewards/claims/claims.types';
import { LIVE_REFRESH_MS } from '../../machines/rewards/claims/claims.machine';
import { GATEWAY_ORIGIN } from '../../scenarios/runner';
import { logIn, useRuns, type ScenarioRun } from '../support/scenario';

const newRun = useRuns();

const claims = (r: ScenarioRun) => r.root.system.get('claims')!.getSnapshot();
/** The weekly slots reload (player01's claimed bonus, 1,800 of 5,000 wagered). */
const reload = (r: ScenarioRun) => (claims(r).context.claims as Claim[]).find((c) => c.id === 'C100001-1')!;

/** A real-money spin of `bet` in the demo game of the first slot, as its Spin button sends it (the gateway's own records move). */
async function spin(r: ScenarioRun, bet: number) {
  const token = r.root.system.get('session')!.getSnapshot().context.token as string;
  const headers = { Merchant: r.config.merchantCode, Authorization: token, Language: 'EN', Device: 'web' };
  const games = (await (await fetch(`${GATEWAY_ORIGIN}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1`, { headers })).json()) as {
    value: { games: { nodeId: number }[] };
  };
  const launch = (await (
    await fetch(`${GATEWAY_ORIGIN}/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${games.value.games[0]!.nodeId}`, { headers })
  ).json()) as {
    value: { content: { game_url: string } };
  };
  const res = await fetch(GATEWAY_ORIGIN + launch.value.content.game_url.replace('?', '/spin?'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bet }),
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

/** How many times the claim list was read (the fetchClaims invocations seen on the journal's clock). */
function readsOf(r: ScenarioRun) {
  let n = 0;
  r.root.system.inspect({ next: (e) => void (e.type === '@xstate.actor' && (e.actorRef as { id?: string }).id === 'fetchClaims' && n++) });
  return () => n;
}

describe('live wagering in the claim hall', () => {
  it('reads the wagering again on a balance change and every 30 s while the hall is on screen, and stops once it is left', async () => {
    const r = await newRun({ id: 'claims-live' });
    await logIn(r);
    // The header shows the balance first: the wallet's first read is the one a later read compares with.
    await r.step({ expect: { actor: 'wallet', state: { active: 'ready' } } });
    await r.step({ send: { to: 'claims', event: { type: 'claims.refresh' } } });
    await r.step({ expect: { actor: 'claims', state: { active: { list: 'ready' } }, context: { loaded: true } } });
    await r.step({ send: { to: 'claims', event: { type: 'claims.watch' } } });
    await r.step({ expect: { actor: 'claims', state: { active: { live: 'on', list: 'ready' } } } });
    const reads = readsOf(r);
    expect(reload(r).turnover).toEqual({ actual: 1800, required: 5000 });

    // A bet, then the game closes and the wallet reads its balance again: the hall follows at once.
    await spin(r, 50);
    await r.step({ send: { to: 'wallet', event: { type: 'wallet.refresh' } } });
    await r.settle();
    await r.step({ expect: { actor: 'claims', state: { active: { list: 'ready' } } } });
    expect(reload(r).turnover).toEqual({ actual: 1850, required: 5000 });
    expect(reads()).toBe(1);

    // A bet the wallet has not seen yet (another window): the 30 s tick brings it.
    await spin(r, 25);
    await r.step({ advance: LIVE_REFRESH_MS });
    await r.settle();
    expect(reload(r).turnover).toEqual({ actual: 1875, required: 5000 });
    expect(reads()).toBe(2);

    // Left: no tick, no balance watch.
    await r.step({ send: { to: 'claims', event: { type: 'claims.unwatch' } } });
    await r.step({ expect: { actor: 'claims', state: { active: { live: 'off' } } } });
    await spin(r, 25);
    await r.step({ send: { to: 'wallet', event: { type: 'wallet.refresh' } } });
    await r.step({ advance: 3 * LIVE_REFRESH_MS });
    await r.settle();
    expect(reads()).toBe(2);
    expect(reload(r).turnover).toEqual({ actual: 1875, required: 5000 });
  });
});
