// @vitest-environment node
/**
 * The games' reads as the app makes them, over the Node simulator: what a player sees of them, and
 * the request each sends (W1's, go444's where W1 is silent).
 * - A search finds the game by name, sending `gameName` and no `language` (G7 §4).
 * - A page's hot list holds only that page's type (the hot list is asked for whole, as W1 does).
 * - A lottery launch carries the page to come back to (W1 getLabby's backUrl) and no empty area.
 * - The lottery gateway's menus, recent lotteries and draws, the PVP rooms and the jackpot answer
 *   their designed shapes, fixed by the seed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom, type OutputFrom } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { gamesEffects } from '../../machines/games/games.effects';
import { jackpotEffects } from '../../machines/games/jackpot/jackpot.effects';
import { launcherEffects } from '../../machines/games/launcher/launcher.effects';
import { lobbyEffects } from '../../machines/games/lobby/lobby.effects';
import { pvpRoomsEffects } from '../../machines/games/pvp-rooms/pvp-rooms.effects';
import type { LobbyFilters } from '../../machines/games/lobby/lobby.types';
import { lotteryEffects } from '../../machines/games/lottery/lottery.effects';
import { catalogueEffects } from '../../machines/games/catalogue/catalogue.effects';
import { CLASSIFY_CATEGORIES, categoryLanes, isOfType } from '../../machines/games/rules';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { ROOM_TIERS } from '../../simulator/games/handlers/rooms';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const P1 = 'reads-player01';
// The app's full catalogue: the lobby's filters (a type's hot games) are read from all of it.
const { sim } = useNodeSimulator({ games: 5000, sessions: [{ token: P1, account: 'player01' }] });

/** The requests the app sent, as URLs. */
const sent: URL[] = [];
afterEach(() => {
  sent.length = 0;
});

function client(token: string | null = null) {
  return createGatewayClient({
    baseUrl: GATEWAY,
    merchantCode: 'croupier',
    language: () => 'EN',
    getToken: () => token,
    timeoutMs: 5_000,
    fetch: (input, init) => {
      sent.push(new URL(String(input)));
      return fetch(input, init);
    },
  });
}

const run = <L extends AnyActorLogic>(logic: L, input: InputFrom<L>) => toPromise(createActor(logic, { input }).start()) as Promise<OutputFrom<L>>;
const lobbyPage = (filters: Partial<LobbyFilters>, token: string | null = null) =>
  run(lobbyEffects(client(token)).fetchLobbyPage, {
    filters: { gameType: 'RNG', vendor: null, filter: 'ALL', name: '', ...filters },
    range: null,
    page: 1,
    pageSize: 18,
  });
const sentTo = (path: string) => sent.filter((u) => u.pathname === path);

describe('the lobby', () => {
  it('a category page asks for its kind with gameClassify and lists only games of that kind; the lanes name vendors for every kind', async () => {
    const page = await lobbyPage({ gameType: '', classify: 'VP' });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((g) => g.classify === 'VP')).toBe(true);
    const [list] = sentTo('/wps/relay/GCSGAME_gameList');
    expect(list!.searchParams.get('gameClassify')).toBe('VP');
    expect(list!.searchParams.get('gameType')).toBe('');
    // Every kind has games in the seeded catalogue; bingo shows only for a brand supporting TY.
    const lanes = await run(catalogueEffects(client()).fetchLanes, undefined);
    expect(categoryLanes(lanes, ['EN', 'CN', 'TH']).map((l) => l.gameType)).toEqual(CLASSIFY_CATEGORIES.filter((c) => c !== 'BG'));
    const all = categoryLanes(lanes, ['EN', 'TY']);
    expect(all.map((l) => l.gameType)).toEqual([...CLASSIFY_CATEGORIES]);
    for (const l of all) {
      const counted = sim.db.game.findMany({ where: { gameClassify: { equals: l.gameType } } });
      expect(new Set(counted.map((g) => g.vassalage))).toEqual(new Set(l.vendors.map((v) => v.code)));
    }
  });

  it('a search finds the game by its name, sending gameName and no language', async () => {
    const target = sim.db.game.findMany({ where: { gameType: { equals: 'RNG' } } }).sort((a, b) => a.sort - b.sort)[40]!;
    const page = await lobbyPage({ name: target.gameName.toLowerCase() });
    expect(page.rows.map((g) => g.name)).toContain(target.gameName);
    const [search] = sentTo('/wps/relay/GCSGAME_gameList');
    expect(search!.searchParams.get('gameName')).toBe(target.gameName.toLowerCase());
    expect(search!.searchParams.has('language')).toBe(false);
    // Without a search the list says its language, as W1's lobby does.
    sent.length = 0;
    await lobbyPage({});
    expect(sentTo('/wps/relay/GCSGAME_gameList')[0]!.searchParams.get('language')).toBe('EN');
    expect(sentTo('/wps/relay/GCSGAME_gameList')[0]!.searchParams.has('gameName')).toBe(false);
  });

  it.each(['LIVE', 'RNG', 'FISH', 'PVP'])("the %s page's hot filter shows hot games of that type only", async (type) => {
    const page = await lobbyPage({ gameType: type, filter: 'HOT' });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((g) => g.gameType === type && g.isHot)).toBe(true);
    // W1's query, exactly: no game type, the platforms W1 names.
    const [hot] = sentTo('/wps/relay/GCSGAME_hotGamesV2');
    expect(Object.fromEntries(hot!.searchParams)).toEqual({
      merchantCode: 'croupier',
      isPlatform: '2',
      vassalage: '',
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
  });

  it("the sports page's hot games include the e-sports and cockfight games its lane carries", () => {
    expect(isOfType({ gameType: 'ESPORTS', vendor: 'IMES' }, 'SPORTS')).toBe(true);
    expect(isOfType({ gameType: 'SPORTS', vendor: 'SV3' }, 'COCKFIGHT')).toBe(true);
    expect(isOfType({ gameType: 'SPORTS', vendor: 'SBO' }, 'ESPORTS')).toBe(false);
    expect(isOfType({ gameType: 'RNG', vendor: 'PG' }, 'LIVE')).toBe(false);
  });

  it("a member's favourites of a page's type, asked with W1's query and the token in it", async () => {
    const [slot, live] = [
      sim.db.game.findFirst({ where: { gameType: { equals: 'RNG' } } })!,
      sim.db.game.findFirst({ where: { gameType: { equals: 'LIVE' } } })!,
    ];
    const member = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
    for (const [i, g] of [slot, live].entries())
      sim.db.favourite.create({ id: `${member.id}:${g.nodeId}`, memberId: member.id, nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType, seq: i + 1 });
    const page = await lobbyPage({ gameType: 'LIVE', filter: 'FAV' }, P1);
    expect(page.rows.map((g) => g.nodeId)).toEqual([String(live.nodeId)]);
    const [list] = sentTo('/wps/relay/MCSFE_getFavoriteGamesList');
    expect(Object.fromEntries(list!.searchParams)).toEqual({
      clientType: '3',
      platform: 'flash',
      language: 'EN',
      token: P1,
      pageNo: '1',
      pageSize: '999',
      gameType: 'LIVE',
    });
  });
});

describe('launching', () => {
  it("a lottery launch carries W1's fields and the page to come back to, and no area when there is none", async () => {
    const launch = launcherEffects(client(P1)).launchGame;
    const lotteryGame = { nodeId: '', gameId: null, gameCode: null, gameType: 'LOTT', vendor: 'LOTT' };
    const url = await run(launch, {
      game: lotteryGame,
      accountType: 1,
      loggedIn: true,
      language: 'TH',
      lottery: { prizeMode: 'LOTT', backUrl: 'https://croupier.test/lottery' },
    });
    expect(url).toMatch(/^\/sim\/game\/\d+\?session=/);
    const [lobby] = sentTo('/wps/game/launchGame');
    expect(Object.fromEntries(lobby!.searchParams)).toEqual({
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      device: 'WEB',
      backUrl: 'https://croupier.test/lottery',
      language: 'TH',
    });

    sent.length = 0;
    await run(launch, {
      game: { ...lotteryGame, vendor: 'TCG_LOTTO_VN' },
      accountType: 1,
      loggedIn: true,
      language: 'EN',
      lottery: { prizeMode: 'ELOTT', area: 'VN', gameCode: 'VNHN', backUrl: 'https://croupier.test/vnLottery?gameCode=VNHN' },
    });
    expect(Object.fromEntries(sentTo('/wps/game/launchGame')[0]!.searchParams)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'VNHN',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://croupier.test/vnLottery?gameCode=VNHN',
      language: 'EN',
    });
  });

  it('a game under maintenance is told by its window, whatever the code: the effect marks it', async () => {
    const g = (await run(gamesEffects(client()).fetchGames, { gameType: 'LIVE', page: 1, pageSize: 1 })).games[0]!;
    sim.configure({ gameMaintenance: { nodeIds: [g.nodeId], endTime: SEED_REFERENCE_DATE + 3_600_000 } });
    await expect(run(launcherEffects(client(P1)).launchGame, { game: g, accountType: 1, loggedIn: true, language: 'EN' })).rejects.toMatchObject({
      kind: 'maintenance',
      code: 'function.not.available',
      detail: { content: { data: { endTime: SEED_REFERENCE_DATE + 3_600_000 } } },
    });
    // Free play a game does not offer: the same code, no window, no maintenance.
    sim.configure({ gameMaintenance: { nodeIds: [] } });
    const paid = (await run(gamesEffects(client()).fetchGames, { gameType: 'RNG', page: 1, pageSize: 50 })).games.find((x) => !x.freeTrial)!;
    const refusal = await run(launcherEffects(client(P1)).launchGame, { game: paid, accountType: 0, loggedIn: true, language: 'EN' }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: 'function.not.available' });
    expect((refusal as { detail?: unknown }).detail).toBeUndefined();
  });
});

describe('the calls the next pages take', () => {
  it("PVP rooms: three tables of each of the vendor's games, seats fixed by the seed; a session is needed", async () => {
    const rooms = await run(pvpRoomsEffects(client(P1)).fetchPvpRooms, { vendor: 'KY' });
    const games = sim.db.game.findMany({ where: { vassalage: { equals: 'KY' }, gameType: { equals: 'PVP' } } });
    expect(games.length).toBeGreaterThan(0);
    expect(rooms).toHaveLength(games.length * ROOM_TIERS.length);
    for (const r of rooms) {
      expect(r.vendor).toBe('KY');
      expect(r.players).toBeGreaterThanOrEqual(0);
      expect(r.players).toBeLessThanOrEqual(r.maxPlayers);
      expect(r.minBet).toBeLessThan(r.maxBet);
    }
    const one = await run(pvpRoomsEffects(client(P1)).fetchPvpRooms, { vendor: 'KY', gameId: games[0]!.gameId });
    expect(one).toEqual(rooms.filter((r) => r.gameId === games[0]!.gameId));
    sim.reset();
    expect(await run(pvpRoomsEffects(client(P1)).fetchPvpRooms, { vendor: 'KY' })).toEqual(rooms);
    expect(await run(pvpRoomsEffects(client(P1)).fetchPvpRooms, { vendor: 'NOPE' })).toEqual([]);
    await expect(run(pvpRoomsEffects(client()).fetchPvpRooms, { vendor: 'KY' })).rejects.toMatchObject({ kind: 'session' });
  });

  it("the lottery menus: groups of the prize mode's games; the VN menu's games are TCG_LOTTO_VN's", async () => {
    const lott = await run(lotteryEffects(client()).fetchLotteryMenus, { prizeMode: 'LOTT' });
    expect(lott.map((g) => g.code)).toEqual(expect.arrayContaining(['SSC', 'K3', 'PK10', 'LUCKY']));
    // The platform's lotteries (LOTT and ELOTT) for the lottery mode, the sea lottery's for SEA.
    expect(new Set(lott.flatMap((g) => g.games).map((m) => m.vendor))).toEqual(new Set(['LOTT', 'ELOTT']));
    const sea = await run(lotteryEffects(client()).fetchLotteryMenus, { prizeMode: 'SEA' });
    expect(sea.map((g) => g.code)).toEqual(['THAI', 'LAO', '4D']);
    expect(sea.flatMap((g) => g.games).every((m) => m.vendor === 'TCG_SEA')).toBe(true);
    const vn = await run(lotteryEffects(client()).fetchVnLotteryMenu, { prizeMode: 'LOTT' });
    expect(vn.map((g) => g.code)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    // Each game is keyed by its catalogue node (this device's lottery favourites keep these keys).
    expect(vn.flatMap((g) => g.games).every((m) => m.vendor === 'TCG_LOTTO_VN' && /^\d+$/.test(m.key))).toBe(true);
    expect(Object.fromEntries(sentTo('/lgw/vn/games/game_menu')[0]!.searchParams)).toEqual({ prizeMode: 'LOTT', device: 'WEB' });
  });

  it("the VN lottery's opened draws: each game's latest draw before the clock, its number fixed by the seed", async () => {
    const at = Date.UTC(2026, 10, 21, 12, 0, 30);
    sim.clock.set(at);
    const draws = await run(lotteryEffects(client()).fetchVnOpenedDraws, undefined);
    const byCode = Object.fromEntries(draws.map((d) => [d.gameCode, d]));
    expect(Object.keys(byCode).sort()).toEqual(['VNBDI', 'VNCM', 'VNCT', 'VNDN', 'VNDT', 'VNF1', 'VNF3', 'VNHCM', 'VNHN', 'VNHNVIP', 'VNKH', 'VNVT']);
    for (const d of draws) {
      expect(d.openTime).toBeLessThanOrEqual(at);
      expect(d.winningNumber).toMatch(/^\d{5}$/);
    }
    // Hanoi draws at 18:15 in Vietnam (11:15 UTC): today's draw is open at 12:00 UTC.
    expect(byCode.VNHN).toMatchObject({ numero: '20261121', openTime: Date.UTC(2026, 10, 21, 11, 15) });
    // The one-minute game's draw of this minute.
    expect(byCode.VNF1).toMatchObject({ numero: '20261121-0720', openTime: Date.UTC(2026, 10, 21, 12, 0) });
    expect(draws.map((d) => d.openTime)).toEqual([...draws.map((d) => d.openTime)].sort((a, b) => b - a));
    // The same clock, the same draws; a day later, the next day's.
    sim.reset();
    sim.clock.set(at);
    expect(await run(lotteryEffects(client()).fetchVnOpenedDraws, undefined)).toEqual(draws);
    sim.clock.set(at + 86_400_000);
    const tomorrow = await run(lotteryEffects(client()).fetchVnOpenedDraws, undefined);
    expect(tomorrow.find((d) => d.gameCode === 'VNHN')!.numero).toBe('20261122');
  });

  it("the recent lotteries: the ones launched first, then the seeded history's; a member's only", async () => {
    const recent = lotteryEffects(client(P1)).fetchLotteryRecent;
    const before = await run(recent, { page: 'lottery', prizeMode: 'LOTT' });
    // player01's seeded history played four of the platform's lotteries.
    expect(before).toHaveLength(4);
    expect(before.every((g) => g.vendor === 'LOTT' || g.vendor === 'ELOTT')).toBe(true);
    expect(await run(recent, { page: 'lottery', prizeMode: 'LOTT' })).toEqual(before);
    // A lottery launched comes first.
    await run(launcherEffects(client(P1)).launchGame, {
      game: { nodeId: '', gameId: null, gameCode: 'TJSSC', gameType: 'LOTT', vendor: 'LOTT' },
      accountType: 1,
      loggedIn: true,
      language: 'EN',
      lottery: { prizeMode: 'LOTT', gameCode: 'TJSSC', backUrl: 'https://croupier.test/lottery' },
    });
    const after = await run(recent, { page: 'lottery', prizeMode: 'LOTT' });
    expect(after[0]).toMatchObject({ gameCode: 'TJSSC', vendor: 'LOTT', group: 'SSC' });
    expect(after.filter((g) => g.gameCode === 'TJSSC')).toHaveLength(1);
    expect(Object.fromEntries(sentTo('/lgw/games/game_menus/recent')[0]!.searchParams)).toEqual({ prizeMode: 'LOTT' });
    // The VN lottery's: its own games, sent as its menu is.
    const vn = await run(recent, { page: 'vn', prizeMode: 'ELOTT' });
    expect(vn.length).toBeGreaterThan(0);
    expect(vn.every((g) => g.vendor === 'TCG_LOTTO_VN')).toBe(true);
    expect(Object.fromEntries(sentTo('/lgw/vn/games/game_menu/recent')[0]!.searchParams)).toEqual({ prizeMode: 'ELOTT', device: 'WEB' });
    await expect(run(lotteryEffects(client()).fetchLotteryRecent, { page: 'lottery', prizeMode: 'LOTT' })).rejects.toMatchObject({ kind: 'session' });
  });

  it("every lottery's latest draw (/lgw/draw): on the simulator's clock, each kind's numbers, fixed by the seed", async () => {
    const at = Date.UTC(2026, 10, 21, 12, 7, 30);
    sim.clock.set(at);
    const draws = await run(lotteryEffects(client()).fetchLotteryDraws, { page: 'lottery', prizeMode: 'LOTT' });
    const byCode = Object.fromEntries(draws.map((d) => [d.gameCode, d]));
    expect(draws.every((d) => d.openTime <= at)).toBe(true);
    expect(draws.map((d) => d.openTime)).toEqual([...draws.map((d) => d.openTime)].sort((a, b) => b - a));
    // Chongqing draws every five minutes: the 12:05 draw, the 145th of the day.
    expect(byCode.CQSSC).toMatchObject({ numero: '20261121-0145', openTime: Date.UTC(2026, 10, 21, 12, 5) });
    expect(byCode.CQSSC!.winningNumber).toMatch(/^\d{5}$/);
    expect(byCode.JSK3!.winningNumber).toMatch(/^[1-6],[1-6],[1-6]$/);
    expect(byCode.BJPK10!.winningNumber.split(',').sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(byCode.THGOV!.winningNumber).toMatch(/^\d{6}$/);
    expect(byCode.VNHN).toBeUndefined();
    sim.reset();
    sim.clock.set(at);
    expect(await run(lotteryEffects(client()).fetchLotteryDraws, { page: 'sea', prizeMode: 'SEA' })).toEqual(draws);
    // Five minutes on: the next issue.
    sim.clock.set(at + 300_000);
    const later = await run(lotteryEffects(client()).fetchLotteryDraws, { page: 'lottery', prizeMode: 'LOTT' });
    expect(later.find((d) => d.gameCode === 'CQSSC')!.numero).toBe('20261121-0146');
  });

  it('the jackpot: the seeded pool amount', async () => {
    const amount = await run(jackpotEffects(client()).fetchJackpot, undefined);
    expect(amount).toBeGreaterThanOrEqual(200_000_000);
    expect(amount).toBeLessThanOrEqual(300_000_000);
  });
});
