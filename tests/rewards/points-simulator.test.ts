// @vitest-environment node
// The points mall in the simulator (gateway-protocol §5.9): balance and ratio, rewards, rules and
// rates, the two encrypted password-checked calls and their refusals, the redeem history and
// the points details. Answers are parsed with the gateway's own schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { walletBalance } from '../../gateway/member/schemas';
import { pointBalance, pointConfig, pointDetailPage, pointResult, pointRewards, redeemRecordPage } from '../../gateway/rewards/schemas';
import type { Schema } from '../../gateway/schema';
import { mulberry32 } from '../../simulator';
import { useNodeSimulator } from '../support/simulator';

const P1 = 'sim-points-player01';
const { call } = useNodeSimulator({ sessions: [{ token: P1, account: 'player01' }] });
const random = mulberry32(7);

async function body(res: Response) {
  return (await res.json()) as { success: boolean; value?: unknown; errorCode?: string };
}
async function value<S extends Schema>(schema: S, path: string): Promise<v.InferOutput<S>> {
  const b = await body(await call(path, { token: P1 }));
  expect(b.success, `${path}: ${b.errorCode}`).toBe(true);
  return v.parse(schema, b.value) as v.InferOutput<S>;
}
async function encrypted(path: string, payload: object) {
  const modulus = await (await call('/wps/session/key/rsa')).text();
  const { encryption, body: sealed } = encryptPayload(payload, modulus, makeKey(random));
  return body(await call(path, { method: 'POST', token: P1, headers: { Encryption: encryption }, body: sealed }));
}
const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
const points = async () => (await value(pointBalance, '/wps/relay/MCS2_getPointBalance')).points;

describe('points mall (simulator)', () => {
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
    expect(v.parse(pointResult, ok.value)).toMatchObject({ points: 3600, status: 'PROCESS', amount: 20 });
    const history = await value(redeemRecordPage, '/wps/relay/MCS2_getRedeemPointList?pageNo=1&pageSize=10');
    expect(history.list[0]).toMatchObject({ type: 'REWARD', quantity: 2, status: 'PROCESS', changedPoints: -2000, pointBalance: 3600, name: 'Bonus voucher 10' });
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
    expect(redeemed.list.map((d) => d.points)).toEqual([-1250]);
  });

  it('pages the points details and filters them by type', async () => {
    const all = await value(pointDetailPage, '/wps/relay/MCS2_getPointDetails?type=&pageNo=2&pageSize=5');
    expect(all.totalCount).toBe(12);
    expect(all.totalPages).toBe(3);
    expect(all.list).toHaveLength(5);
    const deposits = await value(pointDetailPage, '/wps/relay/MCS2_getPointDetails?type=DEPOSIT&pageNo=1&pageSize=10');
    expect(deposits.list.every((d) => d.type === 'DEPOSIT')).toBe(true);
    expect(deposits.list.map((d) => d.points)).toEqual([500, 1000, 250]);
  });
});
