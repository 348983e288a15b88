// @vitest-environment jsdom
/**
 * The lottery pages against the real root actor over fake effects: what a lottery player sees and
 * what each click sends.
 * - /lottery reads the lottery menus with the brand's lottery type, shows the groups of its own
 *   vendors (LOTT, ELOTT; not the sea lottery's), the recent lotteries and the latest results;
 *   skeletons while loading, never an empty text before the answer.
 * - A lottery opens at its betting view with the lanes' prize mode and this page for the back
 *   button; the lobby button opens the lottery's lobby; /seaLottery sends SEA, /vnLottery the VN
 *   area and the VN menu once the lanes (and so the prize mode) are in; `?gameCode=` is played.
 * - Each part fails alone with the reason and a retry that works.
 * - A heart keeps a lottery among this device's favourites for this username, and the page lists it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LotteryPage from '../../app/games/LotteryPage';
import { matchRoute } from '../../app/shell/routes';
import type { LotteryGame, LotteryGroup, LotteryQuery, OpenedDraw } from '../../machines/games/lottery/lottery.types';
import type { Lane, Vendor } from '../../machines/games/rules';
import { createMemoryStorage } from '../../machines/shared/storage';
import { gatewayError, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const game = (gameCode: string, name: string, vendor: string, group: string, key: string): LotteryGame => ({ gameCode, name, vendor, group, key });
const GROUPS: LotteryGroup[] = [
  { code: 'SSC', name: 'Lucky 5', games: [game('CQSSC', 'Chongqing Lucky 5', 'LOTT', 'SSC', '11'), game('ESSC1', 'Speed Lucky 5', 'ELOTT', 'SSC', '12')] },
  { code: 'THAI', name: 'Thai Lottery', games: [game('THGOV', 'Thai Government Lottery', 'TCG_SEA', 'THAI', '21')] },
];
const VN_GROUPS: LotteryGroup[] = [
  { code: 'NORTH', name: 'Northern Region', games: [game('VNHN', 'Northern Lottery (Hanoi)', 'TCG_LOTTO_VN', 'NORTH', '31')] },
];
const DRAWS: OpenedDraw[] = [
  { gameCode: 'CQSSC', name: 'Chongqing Lucky 5', numero: '20261121-0145', winningNumber: '37012', openTime: Date.UTC(2026, 10, 21, 12, 5) },
  { gameCode: 'THGOV', name: 'Thai Government Lottery', numero: '20261121', winningNumber: '123456', openTime: Date.UTC(2026, 10, 21, 8, 30) },
];
const vendor = (code: string, gameType: string): Vendor => ({
  code,
  name: code,
  gameType,
  icon: null,
  accountTypeName: code,
  opensList: false,
  maintenance: false,
});
/** Lanes whose lottery cards hold TCG_LOTTO_VN: the e-lottery prize mode (spec §4). */
const VN_LANES: Lane[] = [{ gameType: 'LOTT', vendors: [vendor('LOTT', 'LOTT'), vendor('TCG_LOTTO_VN', 'LOTT')], classify: [] }];

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Opts {
  menus?: (q: LotteryQuery) => Promise<LotteryGroup[]>;
  recent?: (q: LotteryQuery) => Promise<LotteryGame[]>;
  draws?: (q: LotteryQuery) => Promise<OpenedDraw[]>;
  lanes?: () => Promise<Lane[]>;
  storage?: ReturnType<typeof createMemoryStorage>;
  config?: Record<string, unknown>;
}

async function openPage(path: string, o: Opts = {}) {
  const sys = createTestSystem({
    token: 'tok',
    ...(o.storage ? { storage: o.storage } : {}),
    ...(o.config ? { config: o.config } : {}),
    fakes: {
      fetchLanes: o.lanes ?? (async () => []),
      fetchFavouriteIds: async () => [],
      fetchLotteryPageMenus: (q: never) => (o.menus ?? (async (x: LotteryQuery) => (x.page === 'vn' ? VN_GROUPS : GROUPS)))(q),
      fetchLotteryRecent: (q: never) => (o.recent ?? (async () => [GROUPS[0]!.games[1]!]))(q),
      fetchLotteryDraws: (q: never) => (o.draws ?? (async () => DRAWS))(q),
      launchGame: async () => '/sim/game/1',
    },
  });
  await waitFor(() => expect(sys.actors.session.getSnapshot().matches('loggedIn')).toBe(true));
  const launcher = await sys.start('launcher');
  const favourites = await sys.start('favourites');
  await waitFor(() => expect(favourites.getSnapshot().matches('ready')).toBe(true));
  const send = vi.spyOn(launcher, 'send');
  const view = renderWithSystem(<LotteryPage titleKey={matchRoute(path.split('?')[0]!).titleKey} />, sys.services, path);
  return { ...sys, launcher, send, view };
}

const section = (key: string) => screen.getByRole('region', { name: tr(key) });

describe('the lottery page', () => {
  it("shows skeletons while loading, then its vendors' menus, the recent lotteries and the latest results", async () => {
    const menus = deferred<LotteryGroup[]>();
    const { callsOf } = await openPage('/lottery', { menus: () => menus.promise });
    // Loading: skeletons, and no "nothing here" text.
    const all = section('lottery.menus');
    expect(all.getAttribute('aria-busy')).toBe('true');
    expect(within(all).queryByText(tr('lottery.menusEmpty'))).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: tr('routes.lottery') })).toBeTruthy();
    await act(async () => menus.resolve(GROUPS));

    // The platform's lotteries, grouped; the sea lottery's games are /seaLottery's.
    await within(all).findByRole('heading', { level: 3, name: 'Lucky 5' });
    expect(within(all).getByRole('button', { name: 'Chongqing Lucky 5' })).toBeTruthy();
    expect(within(all).getByRole('button', { name: 'Speed Lucky 5' })).toBeTruthy();
    expect(within(all).queryByText('Thai Government Lottery')).toBeNull();
    expect(all.getAttribute('aria-busy')).toBeNull();
    // The menus sent the brand's lottery type (none configured: LOTT).
    expect(callsOf('fetchLotteryPageMenus')).toEqual([{ page: 'lottery', prizeMode: 'LOTT' }]);

    const recent = section('lottery.recent');
    expect(await within(recent).findByRole('button', { name: 'Speed Lucky 5' })).toBeTruthy();
    // The latest results of this page's lotteries: the issue and the winning number's balls.
    const results = section('lottery.results');
    const rows = await within(results).findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Chongqing Lucky 5');
    expect(rows[0]!.textContent).toContain(tr('lottery.issue', { numero: '20261121-0145' }));
    expect(within(rows[0]!).getByRole('img', { name: tr('lottery.winningNumber', { number: '37012' }) }).textContent).toBe('37012');
    // No favourites yet: the hint says how to keep one.
    expect(within(section('lottery.favourites')).getByText(tr('lottery.favouritesEmpty'))).toBeTruthy();
  });

  it('opens a lottery at its betting view, and the lottery lobby, with the prize mode and this page to come back to', async () => {
    const { send, callsOf, launcher } = await openPage('/lottery');
    fireEvent.click(await screen.findByRole('button', { name: 'Chongqing Lucky 5' }));
    expect(send).toHaveBeenLastCalledWith({
      type: 'launch.game',
      game: expect.objectContaining({ nodeId: '11', gameCode: 'CQSSC', gameType: 'LOTT', vendor: 'LOTT', name: 'Chongqing Lucky 5' }),
      mode: 'real',
      random: expect.any(Number),
      lottery: { prizeMode: 'LOTT', gameCode: 'CQSSC', backUrl: `${window.location.origin}/lottery` },
    });
    await waitFor(() => expect(callsOf('launchGame')).toHaveLength(1));
    // Back from the game: the recent lotteries are read again (the one just played comes first).
    await waitFor(() => expect(launcher.getSnapshot().matches('playing')).toBe(true));
    expect(callsOf('fetchLotteryRecent')).toHaveLength(1);
    act(() => launcher.send({ type: 'launch.close' }));
    await waitFor(() => expect(callsOf('fetchLotteryRecent')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: tr('lottery.openLobby') }));
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({
        game: expect.objectContaining({ gameCode: null, vendor: 'LOTT' }),
        lottery: { prizeMode: 'LOTT', backUrl: `${window.location.origin}/lottery` },
      }),
    );
  });

  it("/seaLottery reads and launches with SEA; its menus are the sea lottery's", async () => {
    const { send, callsOf } = await openPage('/seaLottery');
    const all = section('lottery.menus');
    await within(all).findByRole('button', { name: 'Thai Government Lottery' });
    expect(within(all).queryByText('Chongqing Lucky 5')).toBeNull();
    expect(callsOf('fetchLotteryPageMenus')).toEqual([{ page: 'sea', prizeMode: 'SEA' }]);
    fireEvent.click(screen.getByRole('button', { name: tr('lottery.openLobby') }));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ lottery: { prizeMode: 'SEA', backUrl: `${window.location.origin}/seaLottery` } }));
  });

  it('/vnLottery waits for the lanes, reads the VN menu with their prize mode, and plays the routed game in the VN area', async () => {
    const lanes = deferred<Lane[]>();
    const { send, callsOf } = await openPage('/vnLottery?gameCode=VNHN', { lanes: () => lanes.promise });
    expect(callsOf('fetchLotteryPageMenus')).toEqual([]);
    await act(async () => lanes.resolve(VN_LANES));
    await waitFor(() => expect(callsOf('fetchLotteryPageMenus')).toEqual([{ page: 'vn', prizeMode: 'ELOTT' }]));
    // The lottery a vendor card routed here, by its name once the menu is in.
    const hero = screen.getByRole('region', { name: tr('routes.vnLottery') });
    const play = await within(hero).findByRole('button', { name: tr('lottery.play', { name: 'Northern Lottery (Hanoi)' }) });
    expect(within(hero).getByText(tr('lottery.chosen'), { exact: false }).textContent).toContain('Northern Lottery (Hanoi)');
    fireEvent.click(play);
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({
        game: expect.objectContaining({ gameCode: 'VNHN', vendor: 'TCG_LOTTO_VN' }),
        lottery: { prizeMode: 'ELOTT', area: 'VN', gameCode: 'VNHN', backUrl: `${window.location.origin}/vnLottery?gameCode=VNHN` },
      }),
    );
  });

  it('each part fails alone, says why, and its retry reads it again', async () => {
    let menusFail = true;
    const timeout = gatewayError('gateway.timeout', { kind: 'timeout', messageKey: 'errors.timeout' });
    const { callsOf } = await openPage('/lottery', {
      menus: async () => {
        if (menusFail) throw network;
        return GROUPS;
      },
      draws: async () => {
        throw timeout;
      },
    });
    const menusAlert = await within(section('lottery.menus')).findByRole('alert');
    expect(menusAlert.textContent).toContain(tr('errors.network'));
    expect((await within(section('lottery.results')).findByRole('alert')).textContent).toContain(tr('errors.timeout'));
    // The recent lotteries are in all the same.
    expect(await within(section('lottery.recent')).findByText('Speed Lucky 5')).toBeTruthy();
    expect(within(section('lottery.menus')).queryByText(tr('lottery.menusEmpty'))).toBeNull();
    menusFail = false;
    fireEvent.click(within(menusAlert).getByRole('button', { name: tr('common.retry') }));
    expect(await within(section('lottery.menus')).findByRole('heading', { level: 3, name: 'Lucky 5' })).toBeTruthy();
    expect(callsOf('fetchLotteryPageMenus')).toHaveLength(2);
    expect(callsOf('fetchLotteryDraws').length).toBeGreaterThanOrEqual(2);
  });

  it('an empty answer says so once it is in', async () => {
    await openPage('/lottery', { recent: async () => [], draws: async () => [], menus: async () => [] });
    expect(await within(section('lottery.menus')).findByText(tr('lottery.menusEmpty'))).toBeTruthy();
    expect(await within(section('lottery.recent')).findByText(tr('lottery.recentEmpty'))).toBeTruthy();
    expect(await within(section('lottery.results')).findByText(tr('lottery.resultsEmpty'))).toBeTruthy();
  });

  it("a heart keeps the lottery among this device's favourites for this username, listed on the page", async () => {
    const storage = createMemoryStorage({ local: { lang: 'EN' } });
    const { view } = await openPage('/lottery', { storage });
    const all = section('lottery.menus');
    const heart = await within(all).findByRole('button', { name: tr('games.favouriteLabel', { name: 'Chongqing Lucky 5' }) });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(storage.getLocal('lotteryFavourites:player01')!)).toEqual(['11']);
    const favourites = section('lottery.favourites');
    expect(within(favourites).getByRole('button', { name: 'Chongqing Lucky 5' })).toBeTruthy();
    view.unmount();

    // Another visit on this device: still there.
    await openPage('/lottery', { storage });
    expect(
      await within(await screen.findByRole('region', { name: tr('lottery.favourites') })).findByRole('button', { name: 'Chongqing Lucky 5' }),
    ).toBeTruthy();
  });
});
