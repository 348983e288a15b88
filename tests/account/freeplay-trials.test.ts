// @vitest-environment node
/**
 * Free play opens a trial account per call; the simulator keeps them bounded: a trial session
 * expires after TRIAL_IDLE_MS without a call, and a new trial takes the place of an expired or,
 * with MAX_TRIAL_ACCOUNTS open, the least recently used one, whose rows go with it.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginValue } from '../../gateway/account/schemas';
import { rsaEncryptKey } from '../../gateway/codec';
import { walletBalance } from '../../gateway/member/schemas';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { FREEPLAY_PREFIX, MAX_TRIAL_ACCOUNTS, TRIAL_IDLE_MS } from '../../simulator/account/trials';
import { SIM_RSA_MODULUS_HEX } from '../../simulator/keys';
import { useNodeSimulator } from '../support/simulator';

const { sim, call } = useNodeSimulator({ games: 40 });

beforeEach(() => sim.clock.set(SEED_REFERENCE_DATE));

/** The free-play body W1 sends (W1b loginFreePlay): its Encryption value is an RSA-wrapped random key. */
const FREEPLAY_BODY = { os: 'Mac', platform: 'W', Encryption: rsaEncryptKey('Kq7ZtR2mW9xLp4Hs', SIM_RSA_MODULUS_HEX), 'X-Gateway-Version': 3 };

async function freeplay() {
  const body = (await (await call('/wps/session/login/freeplay', { method: 'POST', body: FREEPLAY_BODY })).json()) as { success: boolean; value: unknown };
  expect(body.success).toBe(true);
  return v.parse(loginValue, body.value);
}

/** The member info call's status with `token` (401 once its session is gone). */
const infoStatus = async (token: string) => (await call('/wps/member/info', { token })).status;
const balance = async (token: string) =>
  v.parse(walletBalance, ((await (await call('/wps/v2/wallets/balance', { token })).json()) as { value: unknown }).value).sumBalance;
const trials = () => sim.db.member.getAll().filter((m) => m.account.startsWith(FREEPLAY_PREFIX));

describe('free-play trial accounts', () => {
  it('a trial session expires after TRIAL_IDLE_MS without a call; each call keeps it alive', async () => {
    expect(TRIAL_IDLE_MS).toBe(30 * 60_000);
    const { token } = await freeplay();
    sim.clock.advance(TRIAL_IDLE_MS);
    expect(await infoStatus(token)).toBe(200);
    sim.clock.advance(TRIAL_IDLE_MS);
    expect(await infoStatus(token)).toBe(200);
    sim.clock.advance(TRIAL_IDLE_MS + 1);
    const expired = await call('/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('an expired trial makes room: the next one takes its place, with nothing of the old one left', async () => {
    const old = await freeplay();
    const id = Number(old.id);
    const before = sim.db.member.count();
    sim.db.favourite.create({ id: `${id}:1`, memberId: id, nodeId: 1, vendor: 'PG', gameType: 'RNG', seq: 1 });
    sim.db.wallet.update({ where: { memberId: { equals: id } }, data: { balance: 5 } });
    sim.clock.advance(TRIAL_IDLE_MS + 1);
    const next = await freeplay();
    expect(next.id).toBe(old.id);
    expect(next.userName).not.toBe(old.userName);
    expect(sim.db.member.count()).toBe(before);
    expect(sim.db.favourite.findMany({ where: { memberId: { equals: id } } })).toEqual([]);
    expect(sim.db.session.findMany({ where: { memberId: { equals: id } } }).map((s) => s.token)).toEqual([next.token]);
    expect(await balance(next.token)).toBe(2000);
    expect(await infoStatus(old.token)).toBe(401);
  });

  it(`at most ${MAX_TRIAL_ACCOUNTS} at once: beyond, the least recently used one is recycled; trial01 is never touched`, async () => {
    const members = sim.db.member.count();
    const first = await freeplay();
    const tokens = [first.token];
    for (let i = 1; i < MAX_TRIAL_ACCOUNTS; i++) {
      sim.clock.advance(1000);
      tokens.push((await freeplay()).token);
    }
    expect(trials()).toHaveLength(MAX_TRIAL_ACCOUNTS);
    // The first one is still in use: the second becomes the least recently used.
    expect(await infoStatus(first.token)).toBe(200);
    for (let i = 0; i < 50; i++) {
      sim.clock.advance(1000);
      await freeplay();
    }
    expect(trials()).toHaveLength(MAX_TRIAL_ACCOUNTS);
    expect(sim.db.member.count()).toBe(members + MAX_TRIAL_ACCOUNTS);
    expect(sim.db.session.count()).toBeLessThanOrEqual(MAX_TRIAL_ACCOUNTS + 10);
    expect(await infoStatus(first.token)).toBe(200);
    for (const token of tokens.slice(1, 51)) expect(await infoStatus(token)).toBe(401);
    expect(await infoStatus(tokens[51]!)).toBe(200);
    expect(sim.db.member.findFirst({ where: { account: { equals: 'trial01' } } })).not.toBeNull();
  }, 60_000);
});
