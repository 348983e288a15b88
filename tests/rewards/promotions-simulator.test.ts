// @vitest-environment node
// Promotions in the simulator (gateway-protocol §5.7): categories and promotions for anyone, the
// claim hall for a member, signing up (S1: {promotionId}), claiming an issued reward (S1:
// {promotionClaimId, promotionType}; paid through the ledger: the balance and the account record
// agree), raffles, applications (S1: {promotionId, remarks, pictures}) and their refusals; real-money bets raising the wagering
// of claimed and joined promotions; the Zalo reward (spec §9). Every answer is parsed with the
// gateway's own schemas (gateway/rewards/schemas.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gameList, launchResult } from '../../gateway/games/schemas';
import { walletBalance } from '../../gateway/member/schemas';
import { claimResult, promotionCategories, promotionClaims, promotions, raffleStatus } from '../../gateway/rewards/schemas';
import type { Schema } from '../../gateway/schema';
import { RAFFLE_PRIZES } from '../../simulator/rewards/handlers';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const P1 = 'sim-rewards-player01';
// The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
const { call } = useNodeSimulator({ gatewayProfile: 'tcg-w1', sessions: [{ token: P1, account: 'player01' }] });

async function value<S extends Schema>(schema: S, path: string, opts: Parameters<typeof call>[1] = {}): Promise<v.InferOutput<S>> {
  const res = await call(path, opts);
  const body = (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
  expect(body.success, `${path}: ${body.errorCode}`).toBe(true);
  return v.parse(schema, body.value) as v.InferOutput<S>;
}
async function refusal(path: string, opts: Parameters<typeof call>[1]): Promise<string | undefined> {
  const body = (await (await call(path, opts)).json()) as { success: boolean; errorCode?: string };
  expect(body.success).toBe(false);
  return body.errorCode;
}
const claims = () => value(promotionClaims, '/wps/relay/MCS2_getPromotionClaimList', { token: P1 });
const claimIn = async (status: string) => (await claims()).list.find((c) => c.status === status)!;
const balance = async () => (await value(walletBalance, '/wps/v2/wallets/balance', { token: P1 })).sumBalance!;
const postTo = (relay: string, body: object) => ({ method: 'POST', token: P1, body });
const PNG = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(400, 'A')}`;

describe('promotions (simulator)', () => {
  it('answers the categories and the promotions without a token, in the asked language, filtered by category', async () => {
    const cats = await value(promotionCategories, '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { language: 'TH' });
    expect(cats.map((c) => c.code)).toEqual(['rng_promo', 'live_promo', 'sports_promo', 'other_promo']);
    expect(cats[0]!.name).toBe('สล็อต');
    const all = await value(promotions, '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=');
    expect(all.list.length).toBe(13);
    expect(new Set(all.list.map((p) => p.status))).toEqual(new Set(['JOIN', 'COMING_SOON', 'CLOSE']));
    const slots = await value(promotions, '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=rng_promo');
    expect(slots.list.every((p) => p.category === 'rng_promo')).toBe(true);
    expect(slots.list[0]!.announcementImages[0]!.url).toMatch(/^\/sim\/cdn\/promotions\//);
  });

  it('gives a member a claim in every activity status, and refuses a visitor', async () => {
    const list = (await claims()).list;
    expect(new Set(list.map((c) => c.status))).toEqual(
      new Set(['JOIN', 'SIGNED', 'CLAIM', 'APPLYING', 'PROCESS', 'REJECTED', 'ISSUED', 'CLAIMED', 'CLOSE', 'COMING_SOON']),
    );
    const claimed = list.find((c) => c.status === 'CLAIMED')!;
    expect(claimed.turnoverRequired).toBeGreaterThan(claimed.turnoverActual!);
    expect((await call('/wps/relay/MCS2_getPromotionClaimList')).status).toBe(401);
  });

  it('signs up for a JOIN promotion once, by its promotionId; a closed one is refused as closed', async () => {
    const join = await claimIn('JOIN');
    expect((await value(claimResult, '/wps/relay/MCSFE_signUpPromotionJoin', postTo('', { promotionId: Number(join.promotionId) }))).status).toBe('SIGNED');
    expect(await refusal('/wps/relay/MCSFE_signUpPromotionJoin', postTo('', { promotionId: Number(join.promotionId) }))).toBe('prom.claim.processed');
    const closed = await claimIn('CLOSE');
    expect(await refusal('/wps/relay/MCSFE_signUpPromotionJoin', postTo('', { promotionId: Number(closed.promotionId) }))).toBe('prom.claim.expired');
    expect(await refusal('/wps/relay/MCSFE_signUpPromotionJoin', postTo('', { promotionId: 999 }))).toBe('promotion.id.invalid');
    // A body without the promotion's id is not a sign-up the gateway can read.
    const res = await call('/wps/relay/MCSFE_signUpPromotionJoin', postTo('', { claimId: join.claimId }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('request.param.err');
  });

  it('pays a claimed bonus into the balance through the ledger, once', async () => {
    const before = await balance();
    const issued = await claimIn('ISSUED');
    expect(issued.promotionType).not.toBe('');
    // Named by the claim and the promotion's type, as the claim hall lists them; another type is not this claim.
    expect(await refusal('/wps/relay/MCSFE_claimIssuedPromotion', postTo('', { promotionClaimId: issued.claimId, promotionType: 'LUCKY_BET' }))).toBe(
      'promotion.id.invalid',
    );
    expect(await balance()).toBeCloseTo(before, 2);
    const r = await value(
      claimResult,
      '/wps/relay/MCSFE_claimIssuedPromotion',
      postTo('', { promotionClaimId: issued.claimId, promotionType: issued.promotionType }),
    );
    expect(r.status).toBe('CLAIMED');
    expect(await balance()).toBeCloseTo(before + issued.bonusAmount!, 2);
    expect(await refusal('/wps/relay/MCSFE_claimIssuedPromotion', postTo('', { promotionClaimId: issued.claimId, promotionType: issued.promotionType }))).toBe(
      'prom.claim.processed',
    );
    expect((await claims()).list.filter((c) => c.status === 'ISSUED')).toHaveLength(1);
  });

  it('draws a raffle prize (the same for the same claim) and pays it', async () => {
    const before = await balance();
    const raffle = (await claims()).list.find((c) => c.kind === 'RAFFLE')!;
    const status = () => value(raffleStatus, `/wps/relay/MCSFE_getRafflePromotionStatus?promotionClaimId=${raffle.claimId}`, { token: P1 });
    expect(await status()).toMatchObject({ claimId: raffle.claimId, chances: 1, prize: null, drawnAt: null });
    const r = await value(claimResult, '/wps/relay/MCS2_claimRafflePromotion', postTo('', { promotionClaimId: raffle.claimId }));
    expect(RAFFLE_PRIZES).toContain(r.bonusAmount);
    expect(await balance()).toBeCloseTo(before + r.bonusAmount!, 2);
    // The raffle's status says what was drawn, and that no draw is left.
    const after = await status();
    expect(after).toMatchObject({ status: 'CLAIMED', chances: 0, prize: r.bonusAmount });
    expect(after.drawnAt).toEqual(expect.any(Number));
    expect(await refusal('/wps/relay/MCSFE_getRafflePromotionStatus?promotionClaimId=nope', { token: P1 })).toBe('promotion.id.invalid');
  });

  it('takes an application with remarks and two pictures; refuses one without remarks or with a bad picture', async () => {
    const applying = await claimIn('APPLYING');
    const apply = (promotionId: string, remarks: string, pictures: string[]) => postTo('', { promotionId: Number(promotionId), remarks, pictures });
    expect(await refusal('/wps/relay/MCSFE_signUpRequestReward', apply(applying.promotionId, ' ', []))).toBe('prom.claim.req.field');
    expect(await refusal('/wps/relay/MCSFE_signUpRequestReward', apply(applying.promotionId, 'hi', ['data:image/gif;base64,AAAA']))).toBe(
      'prom.claim.req.field',
    );
    const r = await value(claimResult, '/wps/relay/MCSFE_signUpRequestReward', apply(applying.promotionId, 'First deposit today', [PNG, PNG]));
    expect(r.status).toBe('PROCESS');
    // A rejected application may be sent again.
    const rejected = await claimIn('REJECTED');
    expect((await value(claimResult, '/wps/relay/MCSFE_signUpRequestReward', apply(rejected.promotionId, 'Clearer screenshot', [PNG]))).status).toBe('PROCESS');
  });
});

describe('wagering (simulator)', () => {
  /** A real-money spin of `bet` on the first game of a type, as the demo game's Spin sends it. */
  async function spin(gameType: string, bet: number) {
    const game = (await value(gameList, `/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=5`)).games[0]!;
    const launched = await value(launchResult, `/wps/game/launchGame?launchMode=GLS&nodeId=${game.nodeId}&accountType=1`, { token: P1 });
    const res = await fetch(GATEWAY + launched.content!.game_url!.replace('?', '/spin?'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }
  const turnover = async (title: string) => {
    const c = (await claims()).list.find((x) => x.title === title)!;
    return [c.turnoverActual, c.turnoverRequired];
  };

  it("a real-money bet raises the turnover of the member's claimed and joined promotions, for their game type, up to the requirement", async () => {
    expect(await turnover('Weekly slots reload 10%')).toEqual([1800, 5000]);
    expect(await turnover('Fishing tournament')).toEqual([320, 2000]);
    await spin('RNG', 50);
    // The claimed slots reload counts every game; the fishing tournament (joined) only fishing games.
    expect(await turnover('Weekly slots reload 10%')).toEqual([1850, 5000]);
    expect(await turnover('Fishing tournament')).toEqual([320, 2000]);
    await spin('FISH', 80);
    expect(await turnover('Weekly slots reload 10%')).toEqual([1930, 5000]);
    expect(await turnover('Fishing tournament')).toEqual([400, 2000]);
    // Claims in other statuses have no wagering to do.
    expect((await claims()).list.filter((c) => c.status !== 'CLAIMED' && c.status !== 'SIGNED').every((c) => c.turnoverActual == null)).toBe(true);
    // A promotion joined or claimed at run time counts from 0.
    const issued = await claimIn('ISSUED');
    await value(claimResult, '/wps/relay/MCSFE_claimIssuedPromotion', postTo('', { promotionClaimId: issued.claimId, promotionType: issued.promotionType }));
    await spin('RNG', 100);
    const now = (await claims()).list.find((c) => c.claimId === issued.claimId)!;
    expect([now.turnoverActual, now.turnoverRequired]).toEqual([100, issued.bonusAmount! * 10]);
    // Never beyond the requirement: 5,000 of bets on a 3,070 remainder stops at 5,000.
    for (let i = 0; i < 6; i++) await spin('RNG', 500);
    expect(await turnover('Weekly slots reload 10%')).toEqual([5000, 5000]);
  });

  it('lists the Zalo reward (up to 131K): applied for with the Zalo number, no fixed bonus, in every language', async () => {
    const zalo = (await claims()).list.find((c) => c.title.startsWith('Zalo'))!;
    expect(zalo).toMatchObject({ title: 'Zalo bonus up to 131K', status: 'APPLYING', bonusAmount: 0 });
    const th = await value(promotions, '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=other_promo', { language: 'TH' });
    const p = th.list.find((x) => x.title === 'โบนัส Zalo สูงสุด 131K')!;
    expect(p.content).toContain('131K');
    expect(p.status).toBe('JOIN');
    const r = await value(
      claimResult,
      '/wps/relay/MCSFE_signUpRequestReward',
      postTo('', { promotionId: Number(zalo.promotionId), remarks: 'Zalo 0912345678', pictures: [] }),
    );
    expect(r.status).toBe('PROCESS');
  });
});
