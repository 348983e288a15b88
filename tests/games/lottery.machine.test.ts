/**
 * The lottery workflow and its selectors, without React: what each part shows while loading,
 * after an answer, after a failure; the results read again every minute (on the clock); another
 * page starts afresh, the same page again reads the recent lotteries again; a logout forgets.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DRAW_REFRESH_MS, lotteryMachine } from '../../machines/games/lottery/lottery.machine';
import { favouriteGames, pageDraws, pageGroups, pageRecent, selectDraws, selectMenus, selectRecent } from '../../machines/games/lottery/lottery.selectors';
import type { LotteryGame, LotteryGroup, LotteryQuery, OpenedDraw } from '../../machines/games/lottery/lottery.types';
import { network } from '../support/fakes';

const g = (gameCode: string, vendor: string, key: string): LotteryGame => ({ gameCode, name: gameCode, vendor, group: 'G', key });
const GROUPS: LotteryGroup[] = [
  { code: 'SSC', name: 'Lucky 5', games: [g('CQSSC', 'LOTT', '1'), g('ESSC1', 'ELOTT', '2')] },
  { code: 'THAI', name: 'Thai', games: [g('THGOV', 'TCG_SEA', '3')] },
];
const draw = (gameCode: string, openTime: number): OpenedDraw => ({ gameCode, name: gameCode, numero: String(openTime), winningNumber: '12345', openTime });
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(answers: { menus?: () => Promise<LotteryGroup[]>; recent?: () => Promise<LotteryGame[]>; draws?: () => Promise<OpenedDraw[]> } = {}) {
  const calls: { menus: LotteryQuery[]; recent: LotteryQuery[]; draws: LotteryQuery[] } = { menus: [], recent: [], draws: [] };
  const clock = new SimulatedClock();
  const fake = <T>(name: keyof typeof calls, run: () => Promise<T>) =>
    fromPromise<T, LotteryQuery>(async ({ input }) => {
      calls[name].push(input);
      return run();
    });
  const actor = createActor(
    lotteryMachine.provide({
      actors: {
        fetchLotteryPageMenus: fake('menus', answers.menus ?? (async () => GROUPS)),
        fetchLotteryRecent: fake('recent', answers.recent ?? (async () => [GROUPS[0]!.games[1]!])),
        fetchLotteryDraws: fake('draws', answers.draws ?? (async () => [draw('CQSSC', 2), draw('THGOV', 1)])),
      },
    }),
    { clock },
  ).start();
  actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'player01' });
  return { actor, calls, clock };
}

describe('the lottery workflow', () => {
  it("loads the three parts of the page it is opened for; another page never shows the first one's data", async () => {
    const { actor, calls } = start();
    expect(selectMenus('lottery')(actor.getSnapshot()).status).toBe('loading');
    actor.send({ type: 'lottery.open', page: 'lottery', prizeMode: 'LOTT' });
    expect(selectMenus('lottery')(actor.getSnapshot())).toEqual({ status: 'loading', data: null, error: null });
    await flush();
    const s = actor.getSnapshot();
    expect(selectMenus('lottery')(s)).toMatchObject({ status: 'ready', data: GROUPS });
    expect(selectRecent('lottery')(s).data).toHaveLength(1);
    expect(selectDraws('lottery')(s).data).toHaveLength(2);
    expect(calls.menus).toEqual([{ page: 'lottery', prizeMode: 'LOTT' }]);
    // The VN page sees nothing of /lottery's.
    expect(selectMenus('vn')(s).status).toBe('loading');
    actor.send({ type: 'lottery.open', page: 'vn', prizeMode: 'ELOTT' });
    expect(selectMenus('vn')(actor.getSnapshot()).data).toBeNull();
    await flush();
    expect(calls.menus.at(-1)).toEqual({ page: 'vn', prizeMode: 'ELOTT' });
    // The same page again: the recent lotteries are read again (a lottery just played), the rest kept.
    actor.send({ type: 'lottery.open', page: 'vn', prizeMode: 'ELOTT' });
    expect(selectRecent('vn')(actor.getSnapshot()).status).toBe('ready');
    await flush();
    expect(calls.menus).toHaveLength(2);
    expect(calls.recent).toHaveLength(3);
  });

  it('reads the results again every minute, keeping the rows meanwhile', async () => {
    let n = 0;
    const { actor, calls, clock } = start({ draws: async () => [draw('CQSSC', ++n)] });
    actor.send({ type: 'lottery.open', page: 'lottery', prizeMode: 'LOTT' });
    await flush();
    expect(calls.draws).toHaveLength(1);
    clock.increment(DRAW_REFRESH_MS - 1);
    expect(calls.draws).toHaveLength(1);
    clock.increment(1);
    expect(selectDraws('lottery')(actor.getSnapshot()).data![0]!.openTime).toBe(1);
    await flush();
    expect(calls.draws).toHaveLength(2);
    expect(selectDraws('lottery')(actor.getSnapshot()).data![0]!.openTime).toBe(2);
  });

  it('a failed part says why and retries alone; a logout forgets; a visitor has no recent lotteries', async () => {
    let fail = true;
    const { actor, calls } = start({
      menus: async () => {
        if (fail) throw network;
        return GROUPS;
      },
    });
    actor.send({ type: 'lottery.open', page: 'lottery', prizeMode: 'LOTT' });
    await flush();
    expect(selectMenus('lottery')(actor.getSnapshot())).toEqual({ status: 'failed', data: null, error: network });
    expect(selectRecent('lottery')(actor.getSnapshot()).status).toBe('ready');
    fail = false;
    actor.send({ type: 'lottery.retry' });
    await flush();
    expect(selectMenus('lottery')(actor.getSnapshot()).status).toBe('ready');
    expect(calls.draws).toHaveLength(1);
    // A language change reads everything again.
    actor.send({ type: 'language.changed', lang: 'TH' });
    await flush();
    expect(calls.menus).toHaveLength(3);
    expect(calls.draws).toHaveLength(2);

    actor.send({ type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null });
    expect(actor.getSnapshot().context.menus).toBeNull();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'lottery.open', page: 'lottery', prizeMode: 'LOTT' });
    await flush();
    expect(selectRecent('lottery')(actor.getSnapshot()).status).toBe('none');
    expect(calls.recent).toHaveLength(2);
  });

  it('ignores a page it does not know and a missing prize mode', () => {
    const { actor } = start();
    actor.send({ type: 'lottery.open', page: 'nope' as never, prizeMode: 'LOTT' });
    actor.send({ type: 'lottery.open', page: 'sea', prizeMode: ' ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

describe('the lottery selectors', () => {
  it("a page shows its own vendors' games, their results, its recent lotteries and its favourites in the order kept", () => {
    expect(pageGroups('lottery', GROUPS).map((x) => x.code)).toEqual(['SSC']);
    expect(pageGroups('sea', GROUPS).flatMap((x) => x.games.map((y) => y.gameCode))).toEqual(['THGOV']);
    expect(pageDraws([draw('CQSSC', 2), draw('THGOV', 1)], pageGroups('sea', GROUPS)).map((d) => d.gameCode)).toEqual(['THGOV']);
    // Before the menus are in, every draw answered.
    expect(pageDraws([draw('CQSSC', 2), draw('THGOV', 1)], null)).toHaveLength(2);
    expect(pageRecent('sea', [g('CQSSC', 'LOTT', '1'), g('THGOV', 'TCG_SEA', '3')]).map((x) => x.key)).toEqual(['3']);
    expect(favouriteGames(GROUPS, ['3', 'gone', '1']).map((x) => x.gameCode)).toEqual(['THGOV', 'CQSSC']);
  });
});
