/**
 * The loyalty machine's mission claims, driven directly with fake effects: only a completed
 * mission is claimed; a claim shows the mission CLAIMED at once (the badge drops) and tells the
 * wallet to refresh; a refusal is kept with its mission and the list read again; a logout forgets.
 */
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MissionClaimed, Missions } from '../../machines/rewards/loyalty/loyalty.types';
import { loyaltyMachine } from '../../machines/rewards/loyalty/loyalty.machine';
import { selectCompletedMissions } from '../../machines/rewards/loyalty/loyalty.selectors';
import { biz } from '../support/fakes';

const MISSIONS: Missions = {
  missions: [
    { id: 'M1', title: 'Spin 50 times', progress: 32, target: 50, reward: 10, status: 'ONGOING' },
    { id: 'M2', title: 'Deposit 3 days', progress: 3, target: 3, reward: 30, status: 'COMPLETED' },
    { id: 'M3', title: 'Live 1,000', progress: 1000, target: 1000, reward: 50, status: 'COMPLETED' },
  ],
  leaders: [],
  myRank: null,
  myPoints: null,
};

function start(claim: (input: { missionId: string }) => Promise<MissionClaimed>) {
  const claims: string[] = [];
  const walletEvents: string[] = [];
  let reads = 0;
  const machine = loyaltyMachine.provide({
    actors: {
      fetchMissions: fromPromise(async () => {
        reads += 1;
        return { ...MISSIONS, missions: MISSIONS.missions.map((m) => (claims.includes(m.id) ? { ...m, status: 'CLAIMED' as const } : m)) };
      }),
      claimMission: fromPromise(async ({ input }: { input: { missionId: string } }) => claim(input).then((r) => (claims.push(input.missionId), r))),
    },
  });
  const wallet = createActor(createMachine({ on: { '*': { actions: ({ event }) => walletEvents.push(event.type) } } }), { systemId: 'wallet' });
  const actor = createActor(machine);
  // The wallet lives in the same system as the loyalty actor (as under the root).
  (actor.system as unknown as { _set(id: string, a: unknown): void })._set('wallet', wallet);
  wallet.start();
  actor.start();
  return { actor, walletEvents, reads: () => reads };
}

const ready = (a: ReturnType<typeof start>['actor']) => waitFor(a, (s) => s.matches({ missions: 'ready' }));

describe('loyalty: claiming a mission reward', () => {
  it('claims a completed mission: CLAIMED at once, the badge drops, the wallet refreshes, the list is read again', async () => {
    const { actor, walletEvents, reads } = start(async ({ missionId }) => ({ missionId, reward: 30 }));
    actor.send({ type: 'loyalty.load', part: 'missions' });
    let s = await ready(actor);
    expect(selectCompletedMissions(s)).toBe(2);
    // Not completed, or unknown: nothing happens.
    actor.send({ type: 'missions.claim', missionId: 'M1' });
    actor.send({ type: 'missions.claim', missionId: 'M9' });
    expect(actor.getSnapshot().matches({ missions: 'ready' })).toBe(true);
    actor.send({ type: 'missions.claim', missionId: 'M2' });
    expect(actor.getSnapshot().matches({ missions: 'claiming' })).toBe(true);
    expect(actor.getSnapshot().context.claimingId).toBe('M2');
    s = await waitFor(actor, (x) => x.context.claim !== null);
    expect(selectCompletedMissions(s)).toBe(1);
    expect(s.context.claim).toEqual({ missionId: 'M2', title: 'Deposit 3 days', reward: 30 });
    expect(walletEvents).toContain('wallet.refresh');
    s = await ready(actor);
    expect(reads()).toBe(2);
    expect(s.context.missions!.missions.find((m) => m.id === 'M2')!.status).toBe('CLAIMED');
    actor.send({ type: 'missions.dismiss' });
    expect(actor.getSnapshot().context.claim).toBeNull();
  });

  it('keeps a refusal with its mission, reads the list again, and a logout forgets it', async () => {
    const { actor, walletEvents } = start(async () => {
      throw biz('mission.reward.claimed', 'errors.missionClaimed');
    });
    actor.send({ type: 'loyalty.load', part: 'missions' });
    await ready(actor);
    actor.send({ type: 'missions.claim', missionId: 'M3' });
    const s = await waitFor(actor, (x) => x.context.claimError !== null);
    expect(s.context.claimError).toMatchObject({ missionId: 'M3', error: { code: 'mission.reward.claimed', messageKey: 'errors.missionClaimed' } });
    expect(walletEvents).not.toContain('wallet.refresh');
    await ready(actor);
    actor.send({ type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null } as never);
    expect(actor.getSnapshot().context).toMatchObject({ missions: null, claim: null, claimError: null, claimingId: null });
  });
});
