// @vitest-environment node
// The money calls in the simulator: the deposit settings, the receiving bank accounts and the
// deposit of each kind on its own path, plain JSON (a PENDING row in the ledger, shown by the
// account record at once, credited when paid, or by the operator a few minutes later for a bank
// transfer or a QR payment), with their switches; the withdrawals and their confirmations, the
// seeded ones agreeing with the ledger. Every answer is parsed with the gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { transactionPage, walletBalance } from '../../gateway/member/schemas';
import {
  bankCards,
  depositBanks,
  depositOrder,
  depositSettings,
  hasWithdrawalPassword,
  paymentConfirmation,
  paymentConfirmationList,
  withdrawResult,
  withdrawSettings,
} from '../../gateway/money/schemas';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { HOUR } from '../../simulator/seed-date';
import { useNodeSimulator, type CallOptions } from '../support/simulator';

const P1 = 'sim-money-player01';
const P2 = 'sim-money-player02';
const C1 = 'sim-money-confirm01';
const { sim, call: request } = useNodeSimulator({
  games: 60,
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
    { token: C1, account: 'confirm01' },
  ],
});
const START = SEED_REFERENCE_DATE + 10 * HOUR;
beforeEach(() => sim.clock.set(START));

type Body = { success?: boolean; errorCode?: string; value?: unknown };
async function call(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Body }> {
  const res = await request(path, opts);
  return { status: res.status, body: (await res.json()) as Body };
}
const encrypted = (path: string, payload: unknown, token = P1) => call(path, { method: 'POST', token, sealed: payload });
/** The main (playable) wallet's balance: the row with accountTypeId 2. */
const balance = async (token = P1) =>
  v.parse(walletBalance, (await call('/wps/v2/wallets/balance?typeId=0', { token })).body.value).balance.find((r) => r.accountTypeId === 2)?.availBalance;
/** A deposit of one kind, plain JSON on its own path (C1: /wps/transaction/deposit/{pg,mt,ma,qr}). */
const deposit = (kind: 'mt' | 'qr' | 'ma' | 'pg', payload: unknown, token = P1) =>
  call(`/wps/transaction/deposit/${kind}`, { method: 'POST', token, body: payload });
const KBANK = { channelId: 'BANK-KBANK', bankId: 'DB-KBANK' };
/** Today's account record rows (the period [today 00:00, now + 1 h)). */
async function todaysTransactions(token = P1) {
  const q = new URLSearchParams({ beginTime: String(START - 10 * HOUR), endTime: String(START + HOUR), pageNo: '1', pageSize: '100' });
  return v.parse(transactionPage, (await call(`/wps/relay/ODSFE2_MemTransDet?${q}`, { token })).body.value).list;
}
/** The account record's rows of the last 90 days, every page. */
async function history90(token = P1, transType = '') {
  const rows = [];
  for (let p = 1; ; p++) {
    const q = new URLSearchParams({
      beginTime: String(START + HOUR - 90 * 24 * HOUR),
      endTime: String(START + HOUR),
      pageNo: String(p),
      pageSize: '100',
      transType,
    });
    const page = v.parse(transactionPage, (await call(`/wps/relay/ODSFE2_MemTransDet?${q}`, { token })).body.value);
    rows.push(...page.list);
    if (p >= page.totalPages) return rows;
  }
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

  it('lists the receiving bank accounts a bank transfer goes to', async () => {
    const banks = v.parse(depositBanks, (await call('/wps/system/depositBanks', { token: P1 })).body.value);
    expect(banks.list.map((b) => [b.bankId, b.bankName, b.accountNumber])).toEqual([
      ['DB-KBANK', 'Kasikornbank', '123-4-56789-0'],
      ['DB-SCB', 'Siam Commercial Bank', '402-1-23456-7'],
    ]);
    expect((await call('/wps/system/depositBanks')).status).toBe(401);
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
  it('a bank transfer (deposit/mt) to a receiving account: a reference; PENDING in the account record, the balance unchanged until paid', async () => {
    const before = await balance();
    const { body } = await deposit('mt', { ...KBANK, amount: 1500 });
    expect(body.success, body.errorCode).toBe(true);
    const order = v.parse(depositOrder, body.value);
    expect(order).toMatchObject({ amount: 1500 });
    expect(order.reference).toMatch(/^DP\d{8}$/);
    expect(await balance()).toBe(before);
    const row = (await todaysTransactions()).find((t) => t.transId === order.transId);
    expect(row).toMatchObject({ transType: 'DEPOSIT', amount: 1500, status: 'PENDING', remark: order.reference, detail: 'Bank transfer · Kasikornbank' });
    const scb = v.parse(depositOrder, (await deposit('mt', { channelId: 'BANK-KBANK', bankId: 'DB-SCB', amount: 800 })).body.value);
    expect((await todaysTransactions()).find((t) => t.transId === scb.transId)?.detail).toBe('Bank transfer · Siam Commercial Bank');
  });

  it('a QR payment (deposit/qr) answers the code to scan; an e-wallet (deposit/ma) and online banking (deposit/pg) a payment page whose Pay credits the deposit', async () => {
    const qr = v.parse(depositOrder, (await deposit('qr', { channelId: 'QR-PROMPTPAY', amount: 300 })).body.value);
    expect(qr.qrContent).toContain('amount=300.00');
    expect(qr.payUrl ?? null).toBeNull();

    const online = v.parse(depositOrder, (await deposit('pg', { channelId: 'ONLINE-FPX', amount: 500 })).body.value);
    expect(online.payUrl).toMatch(/^http:\/\/gateway\.test\/sim\/pay\//);

    const before = await balance();
    const ew = v.parse(depositOrder, (await deposit('ma', { channelId: 'EW-TRUEMONEY', amount: 250.5 })).body.value);
    expect(ew.payUrl).toMatch(/^http:\/\/gateway\.test\/sim\/pay\//);
    const page = await fetch(ew.payUrl!);
    expect(await page.text()).toContain('250.50');
    await fetch(ew.payUrl!, { method: 'POST' });
    expect(await balance()).toBe(before! + 250.5);
    expect((await todaysTransactions()).find((t) => t.transId === ew.transId)?.status).toBe('SUCCESS');
  });

  it('a bank transfer or a QR payment is credited by the operator two simulator minutes after it was submitted; a payment page waits for its Pay', async () => {
    const before = (await balance())!;
    const bank = v.parse(depositOrder, (await deposit('mt', { ...KBANK, amount: 1500 })).body.value);
    const qr = v.parse(depositOrder, (await deposit('qr', { channelId: 'QR-PROMPTPAY', amount: 300 })).body.value);
    const ew = v.parse(depositOrder, (await deposit('ma', { channelId: 'EW-TRUEMONEY', amount: 250 })).body.value);
    const statusOf = async (transId: string) => (await todaysTransactions()).find((t) => t.transId === transId);
    sim.clock.advance(MINUTE + 59_000);
    expect(await balance()).toBe(before);
    expect((await statusOf(bank.transId))?.status).toBe('PENDING');
    sim.clock.advance(1_000);
    // Two minutes on: the header, the record and the wallet agree.
    expect(await balance()).toBe(before + 1800);
    expect(await statusOf(bank.transId)).toMatchObject({ status: 'SUCCESS', amount: 1500 });
    expect(await statusOf(qr.transId)).toMatchObject({ status: 'SUCCESS', balanceAfter: before + 1800 });
    sim.clock.advance(60 * MINUTE);
    expect((await statusOf(ew.transId))?.status).toBe('PENDING');
    expect(await balance()).toBe(before + 1800);
  });

  it("credits nothing by itself with depositCreditMinutes null; the SIM panel's action credits every pending deposit now", async () => {
    sim.configure({ money: { depositCreditMinutes: null } });
    const before = (await balance())!;
    const bank = v.parse(depositOrder, (await deposit('mt', { ...KBANK, amount: 1000 })).body.value);
    const ew = v.parse(depositOrder, (await deposit('ma', { channelId: 'EW-TRUEMONEY', amount: 200 })).body.value);
    sim.clock.advance(24 * HOUR);
    expect(await balance()).toBe(before);
    expect(sim.creditDeposits()).toBe(2);
    expect(await balance()).toBe(before + 1200);
    const rows = await history90();
    expect(rows.filter((t) => t.transId === bank.transId || t.transId === ew.transId).map((t) => t.status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(sim.creditDeposits()).toBe(0);
  });

  it("refuses amounts outside the channel, bad amounts, another kind's channel, an unknown receiving account, closed channels, switched-off deposits and encrypted bodies", async () => {
    const code = async (kind: 'mt' | 'qr', payload: unknown) => (await deposit(kind, payload)).body.errorCode;
    expect(await code('mt', { ...KBANK, amount: 99 })).toBe('deposit.amount.limit');
    expect(await code('mt', { ...KBANK, amount: 200001 })).toBe('deposit.amount.limit');
    expect(await code('mt', { ...KBANK, amount: 100.123 })).toBe('deposit.invalid.amount');
    expect(await code('mt', { ...KBANK, amount: -5 })).toBe('deposit.invalid.amount');
    expect(await code('mt', { ...KBANK })).toBe('empty.amount');
    expect(await code('mt', { channelId: 'NOPE', bankId: 'DB-KBANK', amount: 500 })).toBe('request.param.err');
    expect(await code('mt', { channelId: 'BANK-KBANK', bankId: 'NOPE', amount: 500 })).toBe('request.param.err');
    expect(await code('qr', { channelId: 'BANK-KBANK', amount: 500 })).toBe('request.param.err');
    // A bank transfer without its receiving account is a parameter the gateway cannot read.
    const noBank = await deposit('mt', { channelId: 'BANK-KBANK', amount: 500 });
    expect([noBank.status, noBank.body.errorCode]).toEqual([400, 'request.param.err']);
    sim.configure({ money: { closedChannels: ['BANK-KBANK'] } });
    expect(await code('mt', { ...KBANK, amount: 500 })).toBe('deposit.channel.closed');
    sim.configure({ money: { depositDisabled: true } });
    expect(await code('qr', { channelId: 'QR-PROMPTPAY', amount: 500 })).toBe('deposit.not.allowed');
    // The legacy client sends a deposit in plain JSON: an encrypted body is not one the gateway reads.
    const sealed = await encrypted('/wps/transaction/deposit/qr', { channelId: 'QR-PROMPTPAY', amount: 500 });
    expect([sealed.status, sealed.body.errorCode]).toEqual([400, 'request_body_required']);
    expect((await todaysTransactions()).filter((t) => t.transType === 'DEPOSIT' && t.status === 'PENDING')).toEqual([]);
  });
});

const MINUTE = 60_000;
const withdraw = (payload: Record<string, unknown>, token = P1) => encrypted('/wps/transaction/withdraw', payload, token);
async function cardsOf(token = P1) {
  return v.parse(bankCards, (await call('/wps/member/bankCard', { token })).body.value);
}
async function confirmations(status = '', token = P1) {
  return v.parse(paymentConfirmationList, (await call(`/wps/relay/MCSFE_getPaymentConfirmationList?status=${status}`, { token })).body.value).list;
}
const processC2c = (payload: Record<string, unknown>, token = P1) => call('/wps/relay/MCSFE_processC2CTransaction', { method: 'POST', token, body: payload });
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('withdraw', () => {
  it("answers the limits, today's count, the masked payout accounts and whether a payment password is set", async () => {
    const s = v.parse(withdrawSettings, (await call('/wps/relay/MCSFE_getWithdrawSettings?groupId=0', { token: P1 })).body.value);
    expect(s).toMatchObject({ minimumAmount: 100, maximumAmount: 50000, remainingCount: 5, turnoverRemaining: 0 });
    const cards = await cardsOf();
    expect(cards.list.map((c) => c.accountType)).toEqual(['BANK', 'EWALLET']);
    expect(v.parse(hasWithdrawalPassword, (await call('/wps/member/hasWithdrawalPassword', { token: P1 })).body.value)).toBe(true);
    sim.db.moneyAccount.update({
      where: { memberId: { equals: sim.db.member.findFirst({ where: { account: { equals: 'player01' } } })!.id } },
      data: { paymentPassword: '' },
    });
    expect((await call('/wps/member/hasWithdrawalPassword', { token: P1 })).body.value).toBe(false);
    expect(cards.list.every((c) => /^\*{4}\d{4}$/.test(c.accountNumber))).toBe(true);
  });

  it('holds the money at once (PENDING in the account record) and opens a confirmation for a bank payout', async () => {
    const before = (await balance())!;
    const card = (await cardsOf()).list[0]!;
    const { body } = await withdraw({ amount: 2000, bankCardId: card.id, paymentPassword: '246810' });
    expect(body.success, body.errorCode).toBe(true);
    const r = v.parse(withdrawResult, body.value);
    expect(r.balance).toBe(before - 2000);
    expect(await balance()).toBe(before - 2000);
    expect(r.confirmationId).toBeTruthy();
    expect((await todaysTransactions()).find((t) => t.transId === r.transId)).toMatchObject({ transType: 'WITHDRAW', amount: -2000, status: 'PENDING' });
    const [c] = await confirmations('PENDING');
    expect(c).toMatchObject({
      id: r.confirmationId,
      transId: r.transId,
      amount: 2000,
      status: 'PENDING',
      autoConfirmMinutes: 30,
      deadline: START + 30 * MINUTE,
    });
    expect(c!.steps.map((s) => s.step)).toEqual(['SUBMITTED', 'MATCHED', 'PAID']);
    // An e-wallet payout is paid directly: no confirmation.
    const ew = v.parse(withdrawResult, (await withdraw({ amount: 100, bankCardId: (await cardsOf()).list[1]!.id, paymentPassword: '246810' })).body.value);
    expect(ew.confirmationId).toBeNull();
  });

  it("refuses a wrong payment password, the limits, more than the balance, the turnover, another member's account", async () => {
    const card = (await cardsOf()).list[0]!;
    const code = async (payload: Record<string, unknown>, token = P1) =>
      (await withdraw({ bankCardId: card.id, paymentPassword: '246810', ...payload }, token)).body.errorCode;
    expect(await code({ amount: 500, paymentPassword: '111111' })).toBe('invalid.payment.pw');
    expect(await code({ amount: 99 })).toBe('withdraw.amount.limit');
    expect(await code({ amount: 50001 })).toBe('withdraw.amount.limit');
    expect(await code({ amount: 10.001 })).toBe('request.param.err');
    expect(await code({ amount: 500 }, P2)).toBe('withdraw.bank.card.fail');
    const p2card = (await cardsOf(P2)).list[0]!;
    expect(await code({ amount: 500, bankCardId: p2card.id }, P2)).toBe('account.balance.not.enough'); // player02 has 0
    sim.configure({ money: { turnoverNotMet: true } });
    expect(await code({ amount: 500 })).toBe('withdraw.turnover.not.met');
    expect(v.parse(withdrawSettings, (await call('/wps/relay/MCSFE_getWithdrawSettings', { token: P1 })).body.value).turnoverRemaining).toBe(1500);
    // None of them opened a confirmation: player01 has only the seeded ones (PC<id>-S<n>).
    expect((await confirmations()).map((c) => c.id).filter((id) => !/-S\d+$/.test(id))).toEqual([]);
  });

  it('allows five withdrawals a day', async () => {
    const card = (await cardsOf()).list[1]!;
    for (let i = 0; i < 5; i++) expect((await withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '246810' })).body.success).toBe(true);
    expect((await withdraw({ amount: 100, bankCardId: card.id, paymentPassword: '246810' })).body.errorCode).toBe('withdraw.reach.max.count');
  });
});

describe('withdrawal confirmation', () => {
  async function pending() {
    const card = (await cardsOf()).list[0]!;
    const r = v.parse(withdrawResult, (await withdraw({ amount: 1000, bankCardId: card.id, paymentPassword: '246810' })).body.value);
    return r;
  }
  const status = async (transId: string) => (await todaysTransactions()).find((t) => t.transId === transId)?.status;

  it('received in full: the withdrawal completes; a second answer is refused', async () => {
    const r = await pending();
    const { body } = await processC2c({ id: r.confirmationId, answer: 'RECEIVED', remark: '', images: [] });
    const c = v.parse(paymentConfirmation, body.value);
    expect(c.status).toBe('RECEIVED');
    expect(c.steps.at(-1)?.step).toBe('RECEIVED');
    expect(await status(r.transId)).toBe('SUCCESS');
    expect((await processC2c({ id: r.confirmationId, answer: 'RECEIVED', remark: '', images: [] })).body.errorCode).toBe('account.booked.trans.confirmed');
    expect(await confirmations('PENDING')).toEqual([]);
  });

  it('is answered in plain JSON as W2 sends it: an encrypted answer is not one the gateway reads', async () => {
    const r = await pending();
    const sealed = await encrypted('/wps/relay/MCSFE_processC2CTransaction', { id: r.confirmationId, answer: 'RECEIVED', remark: '', images: [] });
    expect([sealed.status, sealed.body.errorCode]).toEqual([400, 'request_body_required']);
    expect((await confirmations('PENDING')).map((c) => c.id)).toEqual([r.confirmationId]);
  });

  it('not received needs a proof image and keeps the withdrawal under review; a remark is at most 140 characters, 2 to 40 words', async () => {
    const r = await pending();
    expect((await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: 'nothing came', images: [] })).body.errorCode).toBe('request.param.err');
    expect((await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: 'nothing', images: [PNG] })).body.errorCode).toBe('request.param.err');
    expect((await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: 'x'.repeat(141), images: [PNG] })).body.errorCode).toBe(
      'request.param.err',
    );
    expect(
      (await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: 'see attached', images: ['data:text/html;base64,AAAA'] })).body.errorCode,
    ).toBe('request.param.err');
    const c = v.parse(
      paymentConfirmation,
      (await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: 'Nothing arrived', images: [PNG] })).body.value,
    );
    expect(c).toMatchObject({ status: 'NOT_RECEIVED', remark: 'Nothing arrived', receivedAmount: 0 });
    expect(await status(r.transId)).toBe('PENDING');
  });

  it('received in part records what arrived (less than the amount)', async () => {
    const r = await pending();
    expect((await processC2c({ id: r.confirmationId, answer: 'PARTIAL', receivedAmount: 1000, remark: '', images: [] })).body.errorCode).toBe(
      'request.param.err',
    );
    const c = v.parse(
      paymentConfirmation,
      (await processC2c({ id: r.confirmationId, answer: 'PARTIAL', receivedAmount: 600, remark: 'only 600', images: [] })).body.value,
    );
    expect(c).toMatchObject({ status: 'PARTIAL', receivedAmount: 600 });
  });

  it('counts as received when unanswered by the deadline (a forced receipt), with the reason in the timeline', async () => {
    sim.configure({ money: { confirmationMinutes: 5 } });
    const r = await pending();
    sim.clock.advance(4 * MINUTE);
    expect((await confirmations('PENDING')).map((c) => c.id)).toEqual([r.confirmationId]);
    sim.clock.advance(MINUTE);
    expect(await confirmations('PENDING')).toEqual([]);
    const [c] = await confirmations();
    expect(c).toMatchObject({ status: 'AUTO_RECEIVED' });
    // The reason as a code the app words, with its minutes; the gateway's own English beside it.
    expect(c!.steps.at(-1)).toMatchObject({
      step: 'AUTO_RECEIVED',
      time: START + 5 * MINUTE,
      reasonCode: 'confirm.timeout',
      minutes: 5,
      reason: 'no answer within 5 minutes',
    });
    expect(await status(r.transId)).toBe('SUCCESS');
    expect((await processC2c({ id: r.confirmationId, answer: 'NOT_RECEIVED', remark: '', images: [PNG] })).body.errorCode).toBe(
      'account.booked.trans.confirmed',
    );
  });

  it("refuses another member's confirmation", async () => {
    const r = await pending();
    expect((await processC2c({ id: r.confirmationId, answer: 'RECEIVED', remark: '', images: [] }, P2)).body.errorCode).toBe('not.exists.transaction');
  });
});

describe('transfer to the upline', () => {
  const setting = async (token = P1) =>
    (await call('/wps/relay/MCSFE_getUplineTransferSetting', { token })).body.value as { uplineAccount: string; minAmount: number; maxAmount: number };
  const transfer = (payload: Record<string, unknown>, token = P1) => encrypted('/wps/relay/MCSFE_transferToUpline', payload, token);
  const giveUpline = () => sim.db.member.update({ where: { account: { equals: 'player01' } }, data: { upline: 'agent01' } });

  it('says there is no upline, and refuses a transfer without one', async () => {
    expect((await setting()).uplineAccount).toBe('');
    expect((await transfer({ amount: 50, paymentPassword: '246810' })).body.errorCode).toBe('not.exists.agent');
  });

  it("moves the money at once: out of the member's wallet, into the upline's, both in the account record", async () => {
    giveUpline();
    expect(await setting()).toEqual({ uplineAccount: 'agent01', minAmount: 10, maxAmount: 100000 });
    const before = (await balance())!;
    const { body } = await transfer({ amount: 250.5, paymentPassword: '246810' });
    expect(body.success, body.errorCode).toBe(true);
    expect(body.value).toMatchObject({ recipient: 'agent01', amount: 250.5, balance: before - 250.5 });
    expect(await balance()).toBe(before - 250.5);
    const row = (await todaysTransactions()).find((t) => t.transId === (body.value as { transId: string }).transId);
    expect(row).toMatchObject({ transType: 'UPLINE_TRANSFER', amount: -250.5, status: 'SUCCESS', detail: 'agent01' });
    const agent = sim.db.member.findFirst({ where: { account: { equals: 'agent01' } } })!;
    expect(sim.db.transaction.findMany({ where: { memberId: { equals: agent.id } } }).map((t) => [t.transType, t.amount, t.detail])).toEqual([
      ['DOWNLINE_TRANSFER', 250.5, 'player01'],
    ]);
  });

  it('refuses a wrong payment password, the limits and more than the balance', async () => {
    giveUpline();
    const code = async (payload: Record<string, unknown>) => (await transfer({ paymentPassword: '246810', ...payload })).body.errorCode;
    expect(await code({ amount: 50, paymentPassword: '000000' })).toBe('invalid.payment.pw');
    expect(await code({ amount: 9.99 })).toBe('account.transfer.exceed.min');
    expect(await code({ amount: 100000.01 })).toBe('account.transfer.exceed.max');
    expect(await code({ amount: 99999 })).toBe('account.balance.not.enough');
  });
});

describe('seeded withdrawal confirmations', () => {
  it('player01: one in every answered state, each on its withdrawal in the account record, the record saying where it stands', async () => {
    const list = await confirmations();
    expect(list.map((c) => c.status).sort()).toEqual(['AUTO_RECEIVED', 'NOT_RECEIVED', 'PARTIAL', 'RECEIVED', 'RECEIVED']);
    const withdrawals = new Map((await history90(P1, 'WITHDRAW')).map((t) => [t.transId, t]));
    for (const c of list) {
      expect(c.createTime).toBeLessThan(START);
      const w = withdrawals.get(c.transId);
      expect(w, c.id).toBeTruthy();
      expect(w).toMatchObject({
        amount: -c.amount,
        transTime: c.createTime,
        confirmationStatus: c.status,
        status: c.status === 'PARTIAL' || c.status === 'NOT_RECEIVED' ? 'PENDING' : 'SUCCESS',
      });
      expect(c.steps.slice(0, 3).map((s) => s.reasonCode)).toEqual(['withdraw.submitted', 'deposit.matched', 'deposit.paid']);
      expect(c.steps.every((s, i) => i === 0 || s.time >= c.steps[i - 1]!.time)).toBe(true);
    }
    const byStatus = (s: string) => list.find((c) => c.status === s)!;
    expect(byStatus('NOT_RECEIVED').steps.at(-1)).toMatchObject({ reasonCode: 'member.not.received', proofs: 2 });
    expect(byStatus('PARTIAL')).toMatchObject({ receivedAmount: 4500, amount: 5000 });
    expect(byStatus('PARTIAL').steps.at(-1)).toMatchObject({ reasonCode: 'member.partial', amount: 4500 });
    const auto = byStatus('AUTO_RECEIVED');
    expect(auto.steps.at(-1)).toMatchObject({ reasonCode: 'confirm.timeout', minutes: 30, time: auto.deadline });
    expect(await confirmations('PENDING')).toEqual([]);
    // The seeded answers are final: a second answer is refused.
    expect((await processC2c({ id: byStatus('PARTIAL').id, answer: 'RECEIVED', remark: '', images: [] })).body.errorCode).toBe(
      'account.booked.trans.confirmed',
    );
  });

  it('confirm01: one waiting since a few minutes before the start, its withdrawal held; answering it settles the withdrawal, the balance already without it', async () => {
    const opening = (await balance(C1))!;
    expect(opening).toBe(4321);
    const [c] = await confirmations('PENDING', C1);
    expect(c).toMatchObject({ status: 'PENDING', amount: 2500, createTime: START - 4 * MINUTE, deadline: START + 26 * MINUTE, remainingSeconds: 26 * 60 });
    const w = (await todaysTransactions(C1)).find((t) => t.transId === c!.transId);
    expect(w).toMatchObject({ transType: 'WITHDRAW', amount: -2500, status: 'PENDING', confirmationStatus: 'PENDING', balanceAfter: 4321 });
    const answered = v.parse(paymentConfirmation, (await processC2c({ id: c!.id, answer: 'RECEIVED', remark: 'got it', images: [] }, C1)).body.value);
    expect(answered.steps.at(-1)).toMatchObject({ reasonCode: 'member.received', remark: 'got it' });
    expect((await todaysTransactions(C1)).find((t) => t.transId === c!.transId)).toMatchObject({ status: 'SUCCESS', confirmationStatus: 'RECEIVED' });
    expect(await balance(C1)).toBe(opening);
  });

  it('confirm01: unanswered, it counts as received 26 minutes after the start', async () => {
    expect((await confirmations('PENDING', C1)).length).toBe(1);
    sim.clock.advance(26 * MINUTE);
    expect(await confirmations('PENDING', C1)).toEqual([]);
    const [c] = await confirmations('', C1);
    expect(c!.steps.at(-1)).toMatchObject({ reasonCode: 'confirm.timeout', minutes: 30 });
  });
});
