// @vitest-environment node
// The simulator's games module: catalogue, lobby relays, favourites, recent games, launching,
// the demo game page and its spins, winner board, jackpot and the lottery menus. Every answer
// is parsed with the gateway's own schemas (gateway/schemas.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { favouriteIds, favouriteList, gameList, hotGames, jackpot, launchResult, recentGames, vendorLanes, winnerBoard } from '../../gateway/games/schemas';
import { walletBalance } from '../../gateway/member/schemas';
import { type Schema } from '../../gateway/schema';
import { createSimulator, DEFAULT_CONFIG, SEED_REFERENCE_DATE, VENDORS } from '../../simulator';
import { HOT_PER_TYPE } from '../../simulator/games/handlers/lobby';
import { isGamePagePath } from '../../simulator/games/play-bridge';
import { GATEWAY, useNodeSimulator, type CallOptions } from '../support/simulator';

const P1 = 'sim-games-player01';
const P2 = 'sim-games-player02';
const TRIAL = 'sim-games-trial01';
const { sim, call } = useNodeSimulator({
  // The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
  gatewayProfile: 'tcg-w1',
  // The app's full catalogue: these tests are about its size, paging and spread.
  games: 5000,
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
    { token: TRIAL, account: 'trial01' },
  ],
});

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

async function envelope(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Envelope }> {
  const res = await call(path, opts);
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** A successful answer's value, validated against the client's schema. */
async function value<S extends Schema>(schema: S, path: string, opts: CallOptions = {}): Promise<v.InferOutput<S>> {
  const { status, body } = await envelope(path, opts);
  expect(status, path).toBe(200);
  expect(body.success, `${path}: ${body.errorCode} ${body.message}`).toBe(true);
  return v.parse(schema, body.value) as v.InferOutput<S>;
}

const okValue = v.unknown();
type Game = v.InferOutput<typeof gameList>['games'][number];

async function allGames(query = ''): Promise<Game[]> {
  const first = await value(gameList, `/wps/relay/GCSGAME_gameList?pageSize=999&${query}`);
  const out = [...first.games];
  for (let p = 2; p <= first.totalPages; p++) out.push(...(await value(gameList, `/wps/relay/GCSGAME_gameList?pageSize=999&pageNo=${p}&${query}`)).games);
  return out;
}

async function launch(query: string, token = P1): Promise<string> {
  const r = await value(launchResult, `/wps/game/launchGame?launchMode=GLS&${query}`, { token });
  const url = r.content?.game_url;
  expect(url).toMatch(/^\/sim\/game\/\d+\?session=[0-9a-f]+$/);
  return url!;
}

async function spin(gameUrl: string, bet?: number) {
  const res = await fetch(GATEWAY + gameUrl.replace('?', '/spin?'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(bet === undefined ? {} : { bet }),
  });
  return (await res.json()) as Envelope & { value?: { spin: number; bet: number; win: number; balance: number; reels: string[]; accountType: number } };
}

async function walletOf(token: string): Promise<number> {
  return (await value(walletBalance, '/wps/v2/wallets/balance', { token })).sumBalance ?? NaN;
}

const ESPORTS = ['AV', 'IMES', 'IA', 'AI', 'TF'];
const COCKFIGHT = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
const NAMED = [
  'PG',
  'EG2',
  'PT',
  'JDB',
  'CQ9',
  'FC',
  'JL',
  'BGS',
  ...ESPORTS,
  ...COCKFIGHT,
  'TCG_LOTTO_VN',
  'TCG_SEA',
  'LOTT',
  'ELOTT',
  'EG4',
  'SEXY',
  'DG',
  'WM',
  'SBO',
  'CMD',
];

describe('catalogue', () => {
  it('has 80+ vendors in every category, with every named code', () => {
    const snap = sim.snapshot();
    expect(snap.vendor.length).toBeGreaterThanOrEqual(80);
    expect(VENDORS.length).toBe(snap.vendor.length);
    const codes = snap.vendor.map((x) => x.code);
    for (const code of NAMED) expect(codes, code).toContain(code);
    const lanes = new Set(snap.vendor.map((x) => x.lane));
    expect([...lanes].sort()).toEqual(['ELOTT', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    for (const code of [...ESPORTS, ...COCKFIGHT]) expect(snap.vendor.find((x) => x.code === code)!.lane, code).toBe('SPORTS');
    expect(snap.vendor.some((x) => x.isGame === 'VASSALAGE')).toBe(true);
    expect(snap.vendor.some((x) => x.isGame === 'GAME')).toBe(true);
    const down = snap.vendor.filter((x) => x.maintenance);
    expect(down.length).toBeGreaterThanOrEqual(1);
    expect(down.length).toBeLessThanOrEqual(2);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds 5,000 games by default, with plausible fields and shares', () => {
    expect(DEFAULT_CONFIG.games).toBe(5000);
    const games = sim.snapshot().game as Array<Record<string, unknown>>;
    expect(games).toHaveLength(5000);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(5000);
    const share = (p: (g: Record<string, unknown>) => boolean) => games.filter(p).length / games.length;
    expect(share((g) => g.isHot === 1)).toBeGreaterThan(0.05);
    expect(share((g) => g.isHot === 1)).toBeLessThan(0.11);
    expect(share((g) => g.supportPlay === 0)).toBeGreaterThan(0.22);
    expect(share((g) => g.supportPlay === 0)).toBeLessThan(0.38);
    expect(share((g) => g.isNew === 1)).toBeGreaterThan(0.03);
    expect(share((g) => g.isNew === 1)).toBeLessThan(0.07);
    const classified = new Set(games.filter((g) => g.gameClassify).map((g) => `${g.gameType}:${g.gameClassify}`));
    expect([...classified].sort()).toEqual(['RNG:AC', 'RNG:BG', 'RNG:JP', 'RNG:SC', 'RNG:TG', 'RNG:VP']);
    for (const g of games.slice(0, 200)) {
      expect(g.iconUrl).toBe(`/sim/cdn/games/${g.nodeId}.svg`);
      expect(String(g.gameName)).toMatch(/^[A-Z0-9]/);
    }
    // Every vendor has games.
    const vendorsWithGames = new Set(games.map((g) => g.vassalage));
    for (const vendor of VENDORS) expect(vendorsWithGames.has(vendor.code), vendor.code).toBe(true);
  });

  it('seeds 20,000 games with the switch, in reasonable time', () => {
    const started = performance.now();
    const big = createSimulator({ games: 20_000 });
    const ms = performance.now() - started;
    console.info(`[simulator] seeding 20,000 games took ${ms.toFixed(0)} ms`);
    expect(big.db.game.count()).toBe(20_000);
    expect(ms).toBeLessThan(10_000);
  });

  it('is deterministic: same seed, same catalogue; the catalogue size never shifts the members', () => {
    const a = createSimulator({ seed: 7, games: 600 }).snapshot();
    const b = createSimulator({ seed: 7, games: 600 }).snapshot();
    expect(JSON.stringify(a.game)).toBe(JSON.stringify(b.game));
    expect(JSON.stringify(a.vendor)).toBe(JSON.stringify(b.vendor));
    const c = createSimulator({ seed: 8, games: 600 }).snapshot();
    expect(JSON.stringify(c.game)).not.toBe(JSON.stringify(a.game));
    const small = createSimulator({ seed: 7, games: 10 }).snapshot();
    expect(JSON.stringify(small.member)).toBe(JSON.stringify(a.member));
    expect(JSON.stringify(small.wallet)).toBe(JSON.stringify(a.wallet));
  });

  it('keeps the fixed accounts and balances', async () => {
    expect(await walletOf(P1)).toBe(12345.67);
    expect(await walletOf(P2)).toBe(0);
  });
});

describe('game list', () => {
  it('paginates (1-based) with totalPages and totalCount', async () => {
    const p1 = await value(gameList, '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=18');
    expect(p1.games).toHaveLength(18);
    expect(p1.totalCount).toBe(5000);
    expect(p1.totalPages).toBe(Math.ceil(5000 / 18));
    const p2 = await value(gameList, '/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=18');
    expect(p2.games.map((g) => g.nodeId).some((id) => p1.games.some((g) => g.nodeId === id))).toBe(false);
    const last = await value(gameList, `/wps/relay/GCSGAME_gameList?pageNo=${p1.totalPages}&pageSize=18`);
    expect(last.games).toHaveLength(5000 - 18 * (p1.totalPages - 1));
    const past = await value(gameList, `/wps/relay/GCSGAME_gameList?pageNo=${p1.totalPages + 1}&pageSize=18`);
    expect(past.games).toEqual([]);
    expect(past.totalCount).toBe(5000);
  });

  it('filters by gameType, vassalage (comma list) and gameClassify', async () => {
    const snap = sim.snapshot().game as Array<{ gameType: string; vassalage: string; gameClassify: string }>;
    const rng = await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=5');
    expect(rng.totalCount).toBe(snap.filter((g) => g.gameType === 'RNG').length);
    expect(rng.games.every((g) => g.gameType === 'RNG')).toBe(true);

    const two = await allGames('vassalage=PG,JL');
    expect(two.length).toBe(snap.filter((g) => g.vassalage === 'PG' || g.vassalage === 'JL').length);
    expect(new Set(two.map((g) => g.vassalage))).toEqual(new Set(['PG', 'JL']));

    const jp = await allGames('gameType=RNG&gameClassify=JP');
    expect(jp.length).toBe(snap.filter((g) => g.gameClassify === 'JP').length);
    expect(jp.every((g) => g.gameClassify === 'JP')).toBe(true);

    const none = await value(gameList, '/wps/relay/GCSGAME_gameList?vassalage=NOPE');
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('searches names case-insensitively, trimmed', async () => {
    const snap = sim.snapshot().game as Array<{ gameName: string }>;
    const expected = snap.filter((g) => g.gameName.toLowerCase().includes('dragon')).length;
    expect(expected).toBeGreaterThan(0);
    const a = await value(gameList, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('  DrAgOn ')}&pageSize=999`);
    expect(a.totalCount).toBe(expected);
    expect(a.games.every((g) => g.gameName!.toLowerCase().includes('dragon'))).toBe(true);
    const b = await value(gameList, '/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=999');
    expect(b.games.map((g) => g.nodeId)).toEqual(a.games.map((g) => g.nodeId));
    const blank = await value(gameList, `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('   ')}&pageSize=1&language=EN`);
    expect(blank.totalCount).toBe(5000);
  });

  it('finds nothing for a search that also sends language, as go444 saw the relay do (G7 §4)', async () => {
    const named = await value(gameList, '/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=5');
    expect(named.totalCount).toBeGreaterThan(0);
    const withLanguage = await value(gameList, '/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=5&language=EN');
    expect(withLanguage).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('SPORTS also finds the e-sports and cockfight vendors it carries; ESPORTS only those', async () => {
    const sports = await allGames('gameType=SPORTS');
    const vendors = new Set(sports.map((g) => g.vassalage));
    for (const code of ['SBO', 'CMD', ...ESPORTS, ...COCKFIGHT]) expect(vendors.has(code), code).toBe(true);
    const esports = await allGames('gameType=ESPORTS');
    expect(new Set(esports.map((g) => g.vassalage))).toEqual(new Set(ESPORTS));
    expect(esports.every((g) => g.gameType === 'ESPORTS')).toBe(true);
  });

  it('answers visitors and members alike (token optional)', async () => {
    const anon = await value(gameList, '/wps/relay/GCSGAME_gameList?pageSize=3');
    const member = await value(gameList, '/wps/relay/GCSGAME_gameList?pageSize=3', { token: P1 });
    expect(member).toEqual(anon);
  });
});

describe('hot games', () => {
  const W1_QUERY = 'merchantCode=croupier&isPlatform=2&vassalage=&platform=flash%2Chtml5-desktop&language=EN';

  it("lists the hot games of every type for W1's query, at most HOT_PER_TYPE of a type; by vendor when one is named", async () => {
    const all = await value(hotGames, `/wps/relay/GCSGAME_hotGamesV2?${W1_QUERY}`);
    expect(all.list.every((g) => g.isHot)).toBe(true);
    const types = new Map<string, number>();
    for (const g of all.list) types.set(g.gameType, (types.get(g.gameType) ?? 0) + 1);
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP']) expect(types.get(type), type).toBeGreaterThan(0);
    expect(Math.max(...types.values())).toBeLessThanOrEqual(HOT_PER_TYPE);
    // A game type is not one of W1's parameters: the relay answers the whole list.
    expect(await value(hotGames, `/wps/relay/GCSGAME_hotGamesV2?${W1_QUERY}&gameType=RNG`)).toEqual(all);
    const pg = await value(hotGames, '/wps/relay/GCSGAME_hotGamesV2?vassalage=PG');
    expect(pg.list.length).toBeGreaterThan(0);
    expect(pg.list.every((g) => g.vassalage === 'PG' && g.isHot)).toBe(true);
  });

  it("is a GET: a POST (go444's verb) is refused", async () => {
    const { status, body } = await envelope('/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', body: { vassalage: 'PG', isPlatform: 2 } });
    expect(status).toBe(405);
    expect(body.errorCode).toBe('http_method_not_support');
  });
});

describe('vendor lanes', () => {
  it('one lane per type, e-sports and cockfight inside SPORTS, icons under /sim/cdn', async () => {
    const lanes = (await value(vendorLanes, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&clientType=3&language=EN')).data.lanes;
    expect(lanes.map((l) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);
    const cards = lanes.flatMap((l) => l.cards);
    expect(cards.length).toBe(VENDORS.length);
    const sports = lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage);
    for (const code of [...ESPORTS, ...COCKFIGHT, 'SBO', 'CMD']) expect(sports, code).toContain(code);
    expect(lanes.find((l) => l.title === 'ESPORTS')).toBeUndefined();
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) expect(lanes[0]!.cards.map((c) => c.vassalage)).toContain(code);
    expect(lanes.find((l) => l.title === 'LOTT')!.cards.map((c) => c.vassalage)).toContain('TCG_LOTTO_VN');
    expect(cards.some((c) => c.isGame === 'VASSALAGE')).toBe(true);
    const down = cards.filter((c) => c.maintenance);
    expect(down.length).toBeGreaterThanOrEqual(1);
    expect(down.length).toBeLessThanOrEqual(2);
    for (const c of cards) {
      expect(c.displayName).toBeTruthy();
      expect(c.smallIcon).toBe(`/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${c.vassalage}-DEFAULT.png`);
      expect(c.lagerIcon).toMatch(/^\/sim\/cdn\//);
      expect(c.accountTypeName).toBeTruthy();
    }
    const classify = lanes[0]!.gameClassify!.map((c) => c.classify);
    expect(classify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(lanes[0]!.gameClassify!.every((c) => c.vendors.length > 0)).toBe(true);
  });

  it('follows configured vendor maintenance live, per language alike', async () => {
    sim.configure({ gameMaintenance: { vendors: ['PG'] } });
    for (const language of ['EN', 'TH', 'CN']) {
      const lanes = (await value(vendorLanes, '/wps/relay/GCSGAME_newGameVendor', { language })).data.lanes;
      expect(lanes[0]!.cards.find((c) => c.vassalage === 'PG')!.maintenance, language).toBe(true);
    }
    sim.configure({ gameMaintenance: { vendors: [] } });
    const lanes = (await value(vendorLanes, '/wps/relay/GCSGAME_newGameVendor')).data.lanes;
    expect(lanes[0]!.cards.find((c) => c.vassalage === 'PG')!.maintenance).toBe(false);
  });

  it('serves a logo for every vendor as SVG under /sim/cdn', async () => {
    const res = await fetch(`${GATEWAY}/sim/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/WS168-DEFAULT.png`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('WS168');
    expect(svg).toContain('WS168 Sabong');
  });
});

describe('favourites', () => {
  const ids = (token = P1) => value(favouriteIds, '/wps/relay/MCSFE_getFavoriteGames', { token });

  it('need a session', async () => {
    expect((await call('/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await call('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', body: { nodeId: '10001' } })).status).toBe(401);
  });

  it('add, add again (no-op), list, remove (a JSON body); per member', async () => {
    const [a, b] = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=2')).games;
    const live = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')).games[0]!;
    expect(await ids()).toEqual([]);
    for (const g of [a!, b!, live]) {
      await value(okValue, '/wps/relay/MCSFE_addFavoriteGameV2', {
        method: 'POST',
        token: P1,
        body: { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
      });
    }
    await value(okValue, '/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      token: P1,
      body: { nodeId: a!.nodeId, vendor: a!.vassalage, gameType: a!.gameType },
    });
    expect(await ids()).toEqual([live.nodeId, b!.nodeId, a!.nodeId]);
    expect(await ids(P2)).toEqual([]);

    const list = await value(favouriteList, '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&pageNo=1&pageSize=999', { token: P1 });
    expect(list.content.map((g) => g.nodeId)).toEqual([live.nodeId, b!.nodeId, a!.nodeId]);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    const rngOnly = await value(favouriteList, '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=1&pageSize=999', { token: P1 });
    expect(rngOnly.content.map((g) => g.nodeId)).toEqual([b!.nodeId, a!.nodeId]);

    await value(okValue, '/wps/relay/MCSFE_removeFavoriteGameV2', {
      method: 'DELETE',
      token: P1,
      body: { nodeId: b!.nodeId, vendor: b!.vassalage, gameType: b!.gameType },
    });
    // The removal's fields travel in its JSON body: a query alone names no game.
    const byQuery = await envelope(`/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${live.nodeId}&vendor=${live.vassalage}&gameType=LIVE`, {
      method: 'DELETE',
      token: P1,
    });
    expect(byQuery).toMatchObject({ status: 400, body: { errorCode: 'request.param.err' } });
    await value(okValue, '/wps/relay/MCSFE_removeFavoriteGameV2', {
      method: 'DELETE',
      token: P1,
      body: { nodeId: live.nodeId, vendor: live.vassalage, gameType: 'LIVE' },
    });
    expect(await ids()).toEqual([a!.nodeId]);
    // Removing what is not a favourite is harmless.
    await value(okValue, '/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', token: P1, body: { nodeId: b!.nodeId } });
  });

  it('rejects an unknown game', async () => {
    const { body } = await envelope('/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      token: P1,
      body: { nodeId: '999999', vendor: 'PG', gameType: 'RNG' },
    });
    expect(body).toMatchObject({ success: false, errorCode: 'request.param.err' });
  });

  it('lists up to 999 per page', async () => {
    const member = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
    const games = sim.db.game.getAll().slice(0, 1000);
    games.forEach((g, i) =>
      sim.db.favourite.create({ id: `${member.id}:${g.nodeId}`, memberId: member.id, nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType, seq: i + 1 }),
    );
    const p1 = await value(favouriteList, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999', { token: P1 });
    expect(p1.content).toHaveLength(999);
    expect(p1.totalPages).toBe(2);
    const capped = await value(favouriteList, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=5000', { token: P1 });
    expect(capped.content).toHaveLength(999);
    const p2 = await value(favouriteList, '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=999', { token: P1 });
    expect(p2).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(p2.content).toHaveLength(1);
    expect(await ids()).toHaveLength(1000);
  });
});

describe('recent games', () => {
  it('need a session', async () => {
    expect((await call('/wps/relay/GCS_recentGame')).status).toBe(401);
  });

  it('every launch records one: newest first, no duplicates, at most 50', async () => {
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=60')).games;
    const trialGame = games.find((g) => g.supportPlay === 0)!;
    await launch(`nodeId=${games[0]!.nodeId}`);
    await launch(`nodeId=${games[1]!.nodeId}`);
    await launch(`nodeId=${games[2]!.nodeId}`);
    await launch(`nodeId=${games[0]!.nodeId}`);
    let recent = await value(recentGames, '/wps/relay/GCS_recentGame?page=1&pageSize=12&clientType=3', { token: P1 });
    expect(recent.list.map((g) => g.nodeId)).toEqual([games[0]!.nodeId, games[2]!.nodeId, games[1]!.nodeId]);
    expect(recent.totalPages).toBe(1);
    // Free play counts too.
    await launch(`nodeId=${trialGame.nodeId}&accountType=0`);
    recent = await value(recentGames, '/wps/relay/GCS_recentGame?page=1&pageSize=12', { token: P1 });
    expect(recent.list[0]!.nodeId).toBe(trialGame.nodeId);
    expect(await value(recentGames, '/wps/relay/GCS_recentGame', { token: P2 })).toMatchObject({ list: [], totalPages: 0 });

    for (const g of games) await launch(`nodeId=${g.nodeId}`);
    const page1 = await value(recentGames, '/wps/relay/GCS_recentGame?page=1&pageSize=20', { token: P1 });
    expect(page1.totalPages).toBe(3);
    expect(page1.list[0]!.nodeId).toBe(games[59]!.nodeId);
    const page3 = await value(recentGames, '/wps/relay/GCS_recentGame?page=3&pageSize=20', { token: P1 });
    expect(page3.list).toHaveLength(10);
    expect(sim.db.recentGame.count()).toBe(50);
    const liveOnly = await value(recentGames, '/wps/relay/GCS_recentGame?page=1&pageSize=50&gameType=LIVE', { token: P1 });
    expect(liveOnly.list).toEqual([]);
  });
});

describe('launching', () => {
  const firstOf = async (query: string) => (await value(gameList, `/wps/relay/GCSGAME_gameList?pageSize=1&${query}`)).games[0]!;

  it('answers content.game_url with an opaque session bound to member and account type', async () => {
    const g = await firstOf('gameType=RNG');
    const url = await launch(
      `gameType=RNG&vassalage=${g.vassalage}&gameId=${g.gameId}&nodeId=${g.nodeId}&gameCode=${g.gameCode}&platform=html5-desktop&accountType=1&language=EN`,
    );
    expect(url.startsWith(`/sim/game/${g.nodeId}?session=`)).toBe(true);
    const session = new URL(url, GATEWAY).searchParams.get('session')!;
    const row = sim.db.launch.findFirst({ where: { id: { equals: session } } })!;
    const member = sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!;
    expect(row).toMatchObject({ memberId: member.id, accountType: 1, nodeId: Number(g.nodeId) });
  });

  it('needs a session (401)', async () => {
    const { status, body } = await envelope('/wps/game/launchGame?launchMode=GLS&nodeId=10001');
    expect(status).toBe(401);
    expect(body.errorCode).toBe('login.not.session');
  });

  it('without launchMode: HTTP 500 "#727 system busy"', async () => {
    const { status, body } = await envelope('/wps/game/launchGame?nodeId=10001&accountType=1', { token: P1 });
    expect(status).toBe(500);
    expect(body.success).toBe(false);
    expect(body.message).toBe('#727 system busy');
  });

  it("POST: HTTP 405 http_method_not_support (the live gateway's #459)", async () => {
    const { status, body } = await envelope('/wps/game/launchGame', { method: 'POST', token: P1, body: { nodeId: 10001, launchMode: 'GLS' } });
    expect(status).toBe(405);
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe('http_method_not_support');
  });

  it('a game under maintenance answers function.not.available with the window (the shape N1 reads)', async () => {
    const seeded = sim.snapshot().vendor.find((x) => x.maintenance)!;
    const g = await firstOf(`vassalage=${seeded.code}`);
    let { body } = await envelope(`/wps/game/launchGame?launchMode=GLS&nodeId=${g.nodeId}`, { token: P1 });
    expect(body).toMatchObject({
      success: false,
      errorCode: 'function.not.available',
      value: { content: { data: { maintainTime: seeded.maintainTime, endTime: seeded.endTime } } },
    });

    const rng = await firstOf('gameType=RNG');
    const endTime = SEED_REFERENCE_DATE + 90 * 60_000;
    sim.configure({ gameMaintenance: { nodeIds: [String(rng.nodeId)], endTime } });
    ({ body } = await envelope(`/wps/game/launchGame?launchMode=GLS&nodeId=${rng.nodeId}`, { token: P1 }));
    expect(body.errorCode).toBe('function.not.available');
    const data = (body.value as { content: { data: { maintainTime: number; endTime: number } } }).content.data;
    expect(data).toEqual({ maintainTime: SEED_REFERENCE_DATE, endTime });

    sim.configure({ gameMaintenance: { nodeIds: [], vendors: [rng.vassalage] } });
    ({ body } = await envelope(`/wps/game/launchGame?launchMode=GLS&nodeId=${rng.nodeId}`, { token: P1 }));
    expect(body.errorCode).toBe('function.not.available');
    sim.configure({ gameMaintenance: { vendors: [] } });
    await launch(`nodeId=${rng.nodeId}`);
  });

  it('free play only where offered; trial accounts only free play', async () => {
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50')).games;
    const paid = games.find((g) => g.supportPlay !== 0)!;
    const free = games.find((g) => g.supportPlay === 0)!;
    expect((await envelope(`/wps/game/launchGame?launchMode=GLS&accountType=0&nodeId=${paid.nodeId}`, { token: P1 })).body.success).toBe(false);
    await launch(`accountType=0&nodeId=${free.nodeId}`);
    const { body } = await envelope(`/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${paid.nodeId}`, { token: TRIAL });
    expect(body).toMatchObject({ success: false, errorCode: 'trial.not.allowed' });
    await launch(`accountType=0&nodeId=${free.nodeId}`, TRIAL);
  });

  it("lottery launches (launchMode LOTT, W1's fields): the VN lobby by its area, a game by its code, the sea lottery by its prize mode", async () => {
    const back = `backUrl=${encodeURIComponent('https://croupier.test/vnLottery')}&device=WEB&language=EN`;
    const first = (vendor: string) => sim.db.game.findMany({ where: { vassalage: { equals: vendor } } }).sort((a, b) => a.sort - b.sort)[0]!;
    const vn = await value(launchResult, `/wps/game/launchGame?launchMode=LOTT&lottoArea=VN&lottoPrizeMode=ELOTT&lottoView=lobby&${back}`, { token: P1 });
    expect(vn.content?.game_url).toMatch(new RegExp(`^/sim/game/${first('TCG_LOTTO_VN').nodeId}\\?session=`));
    const sg4d = sim.db.game.findFirst({ where: { gameCode: { equals: 'SG4D' } } })!;
    const game = await value(launchResult, `/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=SEA&lottoGameCode=SG4D&lottoView=betting&${back}`, {
      token: P1,
    });
    expect(game.content?.game_url).toMatch(new RegExp(`^/sim/game/${sg4d.nodeId}\\?session=`));
    const sea = await value(launchResult, `/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=SEA&lottoView=lobby&${back}`, { token: P1 });
    expect(sea.content?.game_url).toMatch(new RegExp(`^/sim/game/${first('TCG_SEA').nodeId}\\?session=`));
    // A lottery launch names its prize mode.
    expect((await envelope(`/wps/game/launchGame?launchMode=LOTT&lottoView=lobby&${back}`, { token: P1 })).body.errorCode).toBe('request.param.err');
  });

  it('free trial without a session through GCS_gameTrialLaunch', async () => {
    const games = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50')).games;
    const free = games.find((g) => g.supportPlay === 0)!;
    const r = await value(
      launchResult,
      `/wps/relay/GCS_gameTrialLaunch?nodeId=${free.nodeId}&vassalage=${free.vassalage}&gameType=RNG&platform=html5-desktop&language=EN`,
    );
    expect(r.content?.game_url).toMatch(new RegExp(`^/sim/game/${free.nodeId}\\?session=[0-9a-f]+$`));
    const session = new URL(r.content!.game_url!, GATEWAY).searchParams.get('session')!;
    expect(sim.db.launch.findFirst({ where: { id: { equals: session } } })).toMatchObject({ memberId: 0, accountType: 0 });
    const paid = games.find((g) => g.supportPlay !== 0)!;
    expect((await envelope(`/wps/relay/GCS_gameTrialLaunch?nodeId=${paid.nodeId}`)).body.success).toBe(false);
  });
});

describe('the demo game page and spins', () => {
  it('is a self-contained page with name, vendor, balance and a Spin button', async () => {
    const g = (await value(gameList, '/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=1')).games[0]!;
    const url = await launch(`nodeId=${g.nodeId}`);
    const res = await fetch(GATEWAY + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(g.gameName!.replace(/&/g, '&#38;').replace(/'/g, '&#39;'));
    expect(html).toContain('PG Soft');
    expect(html).toContain('12,345.67');
    expect(html).toMatch(/<button id="spin"/);
    expect(html).not.toMatch(/https?:\/\//);
    // Behind the launch-CDN prefix too.
    expect((await fetch(`${GATEWAY}/sim/cdn${url}`)).headers.get('content-type')).toContain('text/html');
    // An unknown or mismatched session is refused.
    expect((await fetch(`${GATEWAY}/sim/game/${g.nodeId}?session=nope`)).status).toBe(404);
    expect((await fetch(GATEWAY + url.replace(`/${g.nodeId}?`, `/${Number(g.nodeId) + 1}?`))).status).toBe(404);
  });

  it('real play moves the wallet by the seeded win or loss of each bet', async () => {
    const g = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).games[0]!;
    const url = await launch(`nodeId=${g.nodeId}&accountType=1`);
    let expected = await walletOf(P1);
    const wins: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await spin(url, 10);
      expect(r.success).toBe(true);
      expect(r.value!.spin).toBe(i + 1);
      expect(r.value!.win).toBeGreaterThanOrEqual(0);
      expect(r.value!.win).toBeLessThanOrEqual(50);
      expect(r.value!.reels).toHaveLength(3);
      expected = Math.round((expected - 10 + r.value!.win) * 100) / 100;
      expect(r.value!.balance).toBe(expected);
      wins.push(r.value!.win);
    }
    expect(await walletOf(P1)).toBe(expected);
    expect(new Set(wins).size).toBeGreaterThan(1);

    // Same seed, same calls → same outcomes.
    sim.reset();
    const again = await launch(`nodeId=${g.nodeId}&accountType=1`);
    expect(again).toBe(url);
    const replay: number[] = [];
    for (let i = 0; i < 20; i++) replay.push((await spin(again, 10)).value!.win);
    expect(replay).toEqual(wins);
  });

  it('free play moves a separate play balance, not the wallet', async () => {
    const g = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50')).games.find((x) => x.supportPlay === 0)!;
    const url = await launch(`nodeId=${g.nodeId}&accountType=0`);
    expect(await (await fetch(GATEWAY + url)).text()).toContain('Free play');
    const first = await spin(url, 20);
    expect(first.value!.balance).toBe(2000 - 20 + first.value!.win);
    expect(first.value!.accountType).toBe(0);
    expect(await walletOf(P1)).toBe(12345.67);
  });

  it('refuses bad bets, empty wallets and unknown sessions', async () => {
    const g = (await value(gameList, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).games[0]!;
    const url = await launch(`nodeId=${g.nodeId}`);
    expect((await spin(url, -5)).errorCode).toBe('request.param.err');
    expect((await spin(url, 5000)).errorCode).toBe('request.param.err');
    const broke = await launch(`nodeId=${g.nodeId}`, P2);
    expect((await spin(broke, 10)).errorCode).toBe('account.balance.not.enough');
    const res = await fetch(`${GATEWAY}/sim/game/${g.nodeId}/spin?session=nope`, { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('game icons are deterministic SVGs under /sim/cdn/games', async () => {
    const g = (await value(gameList, '/wps/relay/GCSGAME_gameList?pageSize=1')).games[0]!;
    const a = await fetch(GATEWAY + g.iconUrl!);
    expect(a.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await a.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(g.vassalage);
    expect(await (await fetch(GATEWAY + g.iconUrl!)).text()).toBe(svg);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('recognises game page paths for the browser bridge', () => {
    expect(isGamePagePath('/sim/game/10001')).toBe(true);
    expect(isGamePagePath('/sim/cdn/sim/game/10001')).toBe(true);
    expect(isGamePagePath('/sim/game/10001/spin')).toBe(false);
    expect(isGamePagePath('/rng')).toBe(false);
  });
});

describe('winner board and jackpot', () => {
  it('sorted by winAmount, limited (default 20), masked names, deterministic', async () => {
    const board = await value(winnerBoard, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN');
    expect(board.list).toHaveLength(20);
    const amounts = board.list.map((x) => x.vo.winAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const { vo } of board.list) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(vo.iconUrl).toBe(`/sim/cdn/games/${vo.nodeId}.svg`);
      expect(vo.gameName).toBeTruthy();
      expect(vo.vendor).toBeTruthy();
    }
    const five = await value(winnerBoard, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=5');
    expect(five.list).toEqual(board.list.slice(0, 5));
    // The live build's spelling of the feed is not this gateway's (a gateway profile chooses).
    expect((await call('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')).status).toBe(404);
    const live = await value(winnerBoard, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=20');
    expect(live.list.every((x) => x.vo.gameType === 'LIVE')).toBe(true);

    sim.reset();
    expect(await value(winnerBoard, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL')).toEqual(board);
  });

  it('jackpot: a fixed amount between 200 and 300 million', async () => {
    const a = await value(jackpot, '/wps/relay/VIS_getJackpot');
    expect(a.amount).toBeGreaterThanOrEqual(200_000_000);
    expect(a.amount).toBeLessThanOrEqual(300_000_000);
    expect(Math.round(a.amount! * 100) / 100).toBe(a.amount);
    expect(await value(jackpot, '/wps/relay/VIS_getJackpot')).toEqual(a);
  });
});

describe('lottery gateway menus (raw JSON)', () => {
  type Groups = Record<string, { gameGroupCode: string; gameMenus: Array<{ gameCode: string; gameName: string; accountTypeName: string }> }>;

  it('/lgw/games/game_menus: groups of game menus, no envelope', async () => {
    const res = await call('/lgw/games/game_menus?prizeMode=LOTT');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Groups;
    expect(body).not.toHaveProperty('success');
    const groups = Object.values(body);
    expect(groups.length).toBeGreaterThan(2);
    for (const [key, g] of Object.entries(body)) {
      expect(g.gameGroupCode).toBe(key);
      expect(g.gameMenus.length).toBeGreaterThan(0);
      for (const m of g.gameMenus) {
        expect(m.gameCode).toBeTruthy();
        expect(m.gameName).toBeTruthy();
        expect(['LOTT', 'ELOTT']).toContain(m.accountTypeName);
      }
    }
    const sea = (await (await call('/lgw/games/game_menus?prizeMode=SEA')).json()) as Groups;
    expect(Object.values(sea).flatMap((g) => g.gameMenus.map((m) => m.accountTypeName))).toEqual(expect.arrayContaining(['TCG_SEA']));
  });

  it('/lgw/vn/games/game_menu: VN groups, every menu TCG_LOTTO_VN', async () => {
    const body = (await (await call('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB')).json()) as Groups;
    expect(body).not.toHaveProperty('success');
    const menus = Object.values(body).flatMap((g) => g.gameMenus);
    expect(menus.length).toBeGreaterThan(5);
    expect(menus.every((m) => m.accountTypeName === 'TCG_LOTTO_VN')).toBe(true);
  });
});
