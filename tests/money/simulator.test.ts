// @vitest-environment node
// The money calls in the simulator: the deposit settings and the encrypted deposit (a PENDING row
// in the ledger, shown by the account record at once, credited when paid), with their switches.
// Every answer is parsed with the gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptPayload, makeKey } from '../../gateway/codec';
import { transactionPage, walletBalance } from '../../gateway/member/schemas';
import { depositOrder, depositSettings } from '../../gateway/money/schemas';
import { mulberry32, SEED_REFERENCE_DATE } from '../../simulator';
import { HOUR } from '../../simulator/seed-date';
import { GATEWAY, useNodeSimulator, type CallOptions } from '../support/simulator';

const P1 = 'sim-money-player01';
const P2 = 'sim-money-player02';
const { sim, call: request } = useNodeSimulator({
  games: 60,
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
  ],
});
const START = SEED_REFERENCE_DATE + 10 * HOUR;
beforeEach(() => sim.clock.set(START));

type Body = { success?: boolean; errorCode?: string; value?: unknown };
async function call(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Body }> {
  const res = await request(path, opts);
  return { status: res.status, body: (await res.json()) as Body };
}
const random = mulberry32(7);
async function encrypted(path: string, payload: unknown, token = P1) {
  const modulus = await (await fetch(`${GATEWAY}/wps/session/key/rsa?t=1`, { headers: { Merchant: 'croupier' } })).text();
  const { encryption, body } = encryptPayload(payload, modulus, makeKey(random));
  return call(path, { method: 'POST', token, headers: { Encryption: encryption }, body: JSON.stringify(body) });
}
const balance = async (token = P1) => v.parse(walletBalance, (await call('/wps/v2/wallets/balance', { token })).body.value).sumBalance;
/** Today's account record rows (the period [today 00:00, now + 1 h)). */
async function todaysTransactions(token = P1) {
  const q = new URLSearchParams({ beginTime: String(START - 10 * HOUR), endTime: String(START + HOUR), pageNo: '1', pageSize: '100' });
  return v.parse(transactionPage, (await call(`/wps/relay/ODSFE2_MemTransDet?${q}`, { token })).body.value).list;
}

describe('deposit settings', () => {
  it('lists the four channels with their limits and quick amounts; allowDeposit Y', async () => {
    const { body } = await call('/wps/relay/MCSFE_getDepositSettings', { token: P1 });
    const s = v.parse(depositSettings, body.value);
    expect(s.allowDeposit).toBe('Y');
    expect(s.depositInfo.map((c) => [c.channelId, c.channelType, c.status])).toEqual([
      ['BANK-KBANK', 'BANK', 'Y'],
      ['QR-PROMPTPAY', 'QR', 'Y'],
      ['EW-TRUEMONEY', 'EWALLET', 'Y'],
      ['ONLINE-FPX', 'ONLINE', 'Y'],
    ]);
    expect(s.depositInfo[0]).toMatchObject({ minAmount: 100, maxAmount: 200000, quickAmounts: [100, 500, 1000, 5000, 10000] });
  });

  it('answers allowDeposit N and closed channels as configured; needs a session', async () => {
    sim.configure({ money: { depositDisabled: true, closedChannels: ['QR-PROMPTPAY'] } });
    const s = v.parse(depositSettings, (await call('/wps/relay/MCSFE_getDepositSettings', { token: P1 })).body.value);
    expect(s.allowDeposit).toBe('N');
    expect(s.depositInfo.find((c) => c.channelId === 'QR-PROMPTPAY')?.status).toBe('N');
    expect((await call('/wps/relay/MCSFE_getDepositSettings')).status).toBe(401);
  });
});

describe('deposit', () => {
  it('a bank transfer: the bank details and a reference; PENDING in the account record, the balance unchanged until paid', async () => {
    const before = await balance();
    const { body } = await encrypted('/wps/v2/transaction/deposit', { channelId: 'BANK-KBANK', amount: 1500 });
    expect(body.success, body.errorCode).toBe(true);
    const order = v.parse(depositOrder, body.value);
    expect(order).toMatchObject({ amount: 1500, nextStep: 'BANK', bankName: 'Kasikornbank', accountNumber: '123-4-56789-0' });
    expect(order.reference).toMatch(/^DP\d{8}$/);
    expect(await balance()).toBe(before);
    const row = (await todaysTransactions()).find((t) => t.transId === order.transId);
    expect(row).toMatchObject({ transType: 'DEPOSIT', amount: 1500, status: 'PENDING', remark: order.reference, detail: 'KBank transfer' });
  });

  it('a QR channel answers the code to scan; an e-wallet a payment page whose Pay credits the deposit', async () => {
    const qr = v.parse(depositOrder, (await encrypted('/wps/v2/transaction/deposit', { channelId: 'QR-PROMPTPAY', amount: 300 })).body.value);
    expect(qr.nextStep).toBe('QR');
    expect(qr.qrContent).toContain('amount=300.00');

    const before = await balance();
    const ew = v.parse(depositOrder, (await encrypted('/wps/v2/transaction/deposit', { channelId: 'EW-TRUEMONEY', amount: 250.5 })).body.value);
    expect(ew.nextStep).toBe('REDIRECT');
    expect(ew.payUrl).toMatch(/^http:\/\/gateway\.test\/sim\/pay\//);
    const page = await fetch(ew.payUrl!);
    expect(await page.text()).toContain('250.50');
    await fetch(ew.payUrl!, { method: 'POST' });
    expect(await balance()).toBe(before! + 250.5);
    expect((await todaysTransactions()).find((t) => t.transId === ew.transId)?.status).toBe('SUCCESS');
  });

  it('refuses amounts outside the channel, bad amounts, closed channels, switched-off deposits and plain bodies', async () => {
    const code = async (payload: unknown) => (await encrypted('/wps/v2/transaction/deposit', payload)).body.errorCode;
    expect(await code({ channelId: 'BANK-KBANK', amount: 99 })).toBe('deposit.amount.limit');
    expect(await code({ channelId: 'BANK-KBANK', amount: 200001 })).toBe('deposit.amount.limit');
    expect(await code({ channelId: 'BANK-KBANK', amount: 100.123 })).toBe('deposit.invalid.amount');
    expect(await code({ channelId: 'BANK-KBANK', amount: -5 })).toBe('deposit.invalid.amount');
    expect(await code({ channelId: 'BANK-KBANK' })).toBe('empty.amount');
    expect(await code({ channelId: 'NOPE', amount: 500 })).toBe('request.param.err');
    sim.configure({ money: { closedChannels: ['BANK-KBANK'] } });
    expect(await code({ channelId: 'BANK-KBANK', amount: 500 })).toBe('deposit.channel.closed');
    sim.configure({ money: { depositDisabled: true } });
    expect(await code({ channelId: 'QR-PROMPTPAY', amount: 500 })).toBe('deposit.not.allowed');
    const plain = await call('/wps/v2/transaction/deposit', { method: 'POST', token: P1, body: { channelId: 'QR-PROMPTPAY', amount: 500 } });
    expect(plain.status).toBe(400);
    expect((await todaysTransactions()).filter((t) => t.transType === 'DEPOSIT' && t.status === 'PENDING')).toEqual([]);
  });
});
