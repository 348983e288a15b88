// @vitest-environment node
// The points mall in the simulator (gateway-protocol §5.9): balance and ratio, rewards, rules and
// rates, the two encrypted password-checked calls and their refusals, the redeem history and
// the points details. Answers are parsed with the gateway's own schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { walletBalance } from '../../gateway/member/schemas';
import { pointBalance, pointConfig, pointDetailPage, pointResult, pointRewards, redeemRecordPage } from '../../gateway/rewards/schemas';
import type { Schema } from '../../gateway/schema';
import { useNodeSimulator } from '../support/simulator';

const P1 = 'sim-points-player01';
// The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
const { call, sim } = useNodeSimulator({ gatewayProfile: 'tcg-w1', sessions: [{ token: P1, account: 'player01' }] });

async function body(res: Response) {
  return (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
}
async function value<S extends Schema>(schema: S, path: string): Promise<v.InferOutput<S>> {
  const b = await body(await call(path, { token: P1 }));
  expect(b.success, `${path}: ${b.errorCode}`).toBe(true);
  return v.parse(schema, b.value) as v.InferOutput<S>;
}
const encrypted = async (path: string, payload: object) => body(await call(path, { method: 'POST', token: P1, sealed: payload }));
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const points = async () => (await value(pointBalance, '/wps/relay/MCS2_getPointBalance')).points;

describe('points mall (simulator)', () => {
  it('answers the rewards, rules and rates without a token on the MCSFE_ reads (a brand whose points mall visitors browse)', async () => {
    const anon = async <S extends Schema>(schema: S, path: string) => {
      const b = await body(await call(path, { language: 'TH' }));
      expect(b.success, path).toBe(true);
      return v.parse(schema, b.value) as v.InferOutput<S>;
    };
    const rewards = await anon(pointRewards, '/wps/relay/MCSFE_getPointReward');
    expect(rewards.list.map((r) => [r.name, r.points])).toEqual([
      ['คูปองโบนัส 10', 1000],
      ['คูปองโบนัส 50', 4500],
      ['แพ็กฟรีสปิน', 2000],
      ['สมาร์ตวอทช์', 60000],
    ]);
    const config = await anon(pointConfig, '/wps/relay/MCSFE_getPointConfig');
    expect(config.rates.length).toBeGreaterThan(0);
    expect(config.rules[1]).toBe('แต้มไม่มีวันหมดอายุ');
    // The member's own reads still need the token.
    expect((await call('/wps/relay/MCS2_getPointReward')).status).toBe(401);
    expect((await call('/wps/relay/MCS2_getPointConfig')).status).toBe(401);
  });

  it('answers the points, ratio, rewards, rules and rates; a visitor gets 401', async () => {
    expect(await value(pointBalance, '/wps/relay/MCS2_getPointBalance')).toMatchObject({ points: 5600, ratio: 100, minConvert: 500 });
    const rewards = await value(pointRewards, '/wps/relay/MCS2_getPointReward');
    expect(rewards.list.map((r) => r.points)).toEqual([1000, 4500, 2000, 60000]);
    const config = await value(pointConfig, '/wps/relay/MCS2_getPointConfig');
    expect(config.rates.map((r) => r.type)).toContain('DEPOSIT');
    expect(config.rules.join(' ')).toContain('do not expire');
    expect((await call('/wps/relay/MCS2_getPointBalance')).status).toBe(401);
  });

  it('redeems only with the password, the points and the stock; takes the points at once, the record in process', async () => {
    expect((await encrypted(REDEEM, { rewardId: 'PR1', quantity: 1, password: 'nope' })).errorCode).toBe('pwd.check.fail');
    expect((await encrypted(REDEEM, { rewardId: 'PR4', quantity: 1, password: 'Player123' })).errorCode).toBe('point.not.enough');
    expect((await encrypted(REDEEM, { rewardId: 'PR3', quantity: 21, password: 'Player123' })).errorCode).toBe('point.reward.soldout');
    expect(await points()).toBe(5600);
    const ok = await encrypted(REDEEM, { rewardId: 'PR1', quantity: 2, password: 'Player123' });
    expect(v.parse(pointResult, ok.value)).toMatchObject({ transId: 'R100001-L1', points: 3600, status: 'PROCESS', amount: 20 });
    const history = await value(redeemRecordPage, '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10');
    expect(history.list[0]).toMatchObject({
      transId: 'R100001-L1',
      type: 'REWARD',
      quantity: 2,
      requiredPoints: 2000,
      requiredAmount: 20,
      status: 'PROCESS',
      changedPoints: -2000,
      pointBalance: 3600,
      name: 'Bonus voucher 10',
      remark: '',
    });
    // A plain (unencrypted) body is refused.
    expect((await call(REDEEM, { method: 'POST', token: P1, body: { rewardId: 'PR1', quantity: 1, password: 'Player123' } })).status).toBe(400);
  });

  it('converts points to balance through the ledger, above the minimum', async () => {
    const before = (await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance!;
    expect((await encrypted(CONVERT, { points: 100, password: 'Player123' })).errorCode).toBe('point.convert.min');
    expect((await encrypted(CONVERT, { points: 99999, password: 'Player123' })).errorCode).toBe('point.not.enough');
    const ok = await encrypted(CONVERT, { points: 1250, password: 'Player123' });
    expect(v.parse(pointResult, ok.value)).toMatchObject({ points: 4350, status: 'APPROVED', amount: 12.5 });
    expect((await value(walletBalance, '/wps/v2/wallets/balance')).sumBalance).toBeCloseTo(before + 12.5, 2);
    const redeemed = await value(pointDetailPage, '/wps/relay/MCS2_getPointDetails?type=REDEEM&pageNo=1&pageSize=10');
    // The conversion, then the seeded history's redeems (newest first).
    expect(redeemed.list.map((d) => d.points)).toEqual([-1250, -4500, -1500, -1000]);
    const history = await value(redeemRecordPage, '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=1');
    expect(history.list[0]).toMatchObject({
      type: 'CONVERT',
      requiredPoints: 1250,
      requiredAmount: 12.5,
      status: 'APPROVED',
      changedPoints: -1250,
      pointBalance: 4350,
    });
  });

  it("seeds player01 a redeem history in every status: approved, in process, and rejected with the operator's remark in the asked language", async () => {
    const page = async (language: string) => {
      const b = await body(await call('/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10', { token: P1, language }));
      return v.parse(redeemRecordPage, b.value);
    };
    const en = await page('EN');
    expect(en.totalCount).toBe(5);
    expect(en.list.map((r) => [r.type, r.status, r.changedPoints, r.pointBalance])).toEqual([
      ['REWARD', 'PROCESS', -4500, 5600 - 320], // only yesterday's 320 slot points came after it
      ['REWARD', 'REJECTED', 0, expect.any(Number)],
      ['CONVERT', 'APPROVED', -1500, expect.any(Number)],
      ['REWARD', 'REJECTED', 0, expect.any(Number)],
      ['REWARD', 'APPROVED', -1000, expect.any(Number)],
    ]);
    // Newest first, all in the past, each with what it asked for.
    const times = en.list.map((r) => r.applyTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t < sim.clock.now())).toBe(true);
    expect(en.list[0]).toMatchObject({ name: 'Bonus voucher 50', quantity: 1, requiredPoints: 4500, requiredAmount: 50 });
    expect(en.list[1]).toMatchObject({
      name: 'Free spins pack',
      quantity: 2,
      requiredPoints: 4000,
      requiredAmount: 50,
      remark: 'This reward is not sent to your region. Your points were returned.',
    });
    expect(en.list[2]).toMatchObject({ name: '', requiredPoints: 1500, requiredAmount: 15 });
    expect((await page('TH')).list[1]!.remark).toBe('ของรางวัลนี้ไม่จัดส่งไปยังพื้นที่ของคุณ คืนแต้มให้แล้ว');
  });

  it('the operator switch: a redeem approved at once, or rejected at once with nothing taken and the reason said', async () => {
    sim.configure({ rewards: { redeemReview: 'approve' } });
    expect(v.parse(pointResult, (await encrypted(REDEEM, { rewardId: 'PR1', quantity: 1, password: 'Player123' })).value)).toMatchObject({
      status: 'APPROVED',
      points: 4600,
    });
    sim.configure({ rewards: { redeemReview: 'reject' } });
    expect(v.parse(pointResult, (await encrypted(REDEEM, { rewardId: 'PR3', quantity: 1, password: 'Player123' })).value)).toMatchObject({
      status: 'REJECTED',
      points: 4600,
    });
    expect(await points()).toBe(4600);
    const history = await value(redeemRecordPage, '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=2');
    expect(history.list.map((r) => [r.transId, r.status, r.changedPoints])).toEqual([
      ['R100001-L2', 'REJECTED', 0],
      ['R100001-L1', 'APPROVED', -1000],
    ]);
    expect(history.list[0]!.remark).toBe('Rejected by the operator. Your points were returned.');
    // A rejected request does not use up the stock.
    expect((await value(pointRewards, '/wps/relay/MCS2_getPointReward')).list.find((r) => r.rewardId === 'PR3')!.stock).toBe(20);
  });

  it('pages the points details and filters them by type', async () => {
    const all = await value(pointDetailPage, '/wps/relay/MCS2_getPointDetails?type=&pageNo=2&pageSize=5');
    // Twelve earnings and player01's three redeems that took points.
    expect(all.totalCount).toBe(15);
    expect(all.totalPages).toBe(3);
    expect(all.list).toHaveLength(5);
    const deposits = await value(pointDetailPage, '/wps/relay/MCS2_getPointDetails?type=DEPOSIT&pageNo=1&pageSize=10');
    expect(deposits.list.every((d) => d.type === 'DEPOSIT')).toBe(true);
    expect(deposits.list.map((d) => d.points)).toEqual([500, 1000, 250]);
  });
});
