// @vitest-environment node
// The account-security calls in the simulator: the masked profile, binding a mobile or an e-mail
// with a code from the outbox (wrong, expired, taken), the payment password (set encrypted, changed
// in plain JSON as the legacy client sends it; hasWithdrawalPassword says whether one is set;
// withdraw and the upline transfer then take the new one), and the encrypted add of a payout
// account (the legacy catalogue's codes for the limit and a duplicate, the holder's name; the
// withdraw page's list shows it at once).
// Every answer is parsed with the gateway's own schemas.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { addedBankCard, contactBound, securityInfo, withdrawBanks } from '../../gateway/account/schemas';
import { bankCards, hasWithdrawalPassword } from '../../gateway/money/schemas';
import { SEED_REFERENCE_DATE } from '../../simulator';
import { HOUR } from '../../simulator/seed-date';
import { useNodeSimulator, type CallOptions } from '../support/simulator';

const P1 = 'sim-sec-player01';
const P2 = 'sim-sec-player02';
const { sim, call: request } = useNodeSimulator({
  games: 60,
  sessions: [
    { token: P1, account: 'player01' },
    { token: P2, account: 'player02' },
  ],
});
const START = SEED_REFERENCE_DATE + 10 * HOUR;
const MINUTE = 60_000;
beforeEach(() => sim.clock.set(START));

type Body = { success?: boolean; errorCode?: string; value?: unknown };
async function call(path: string, opts: CallOptions = {}): Promise<{ status: number; body: Body }> {
  const res = await request(path, opts);
  return { status: res.status, body: (await res.json()) as Body };
}
const encrypted = (method: string, path: string, payload: unknown, token = P1) => call(path, { method, token, sealed: payload });
const profile = async (token = P1) => v.parse(securityInfo, (await call('/wps/member/info/security', { token })).body.value);
const cards = async (token = P1) => v.parse(bankCards, (await call('/wps/member/bankCard', { token })).body.value);
const hasPassword = async (token = P1) => v.parse(hasWithdrawalPassword, (await call('/wps/member/hasWithdrawalPassword', { token })).body.value);
/** The payment password's change, plain JSON (C1:372). */
const change = (payload: Record<string, unknown>, token = P1) => call('/wps/member/paymentPassword', { method: 'POST', token, body: payload });
const lastCode = (to: string) => [...sim.sms.outbox()].reverse().find((m) => m.mobile.endsWith(to))!.code;
const member = (account: string) => sim.db.member.findFirst({ where: { account: { equals: account } } })!;
/** player02 without a payment password (as a member who registered before setting one). */
function clearPaymentPassword(account = 'player02') {
  sim.db.moneyAccount.update({ where: { memberId: { equals: member(account).id } }, data: { paymentPassword: '' } });
}

describe('the security profile', () => {
  it('masks the mobile, e-mail and real name; needs a session', async () => {
    const p = await profile();
    expect(p.account).toBe('player01');
    expect(p.mobile).toBe('081****601');
    expect(p.email).toBe('pl***@croupier.test');
    expect(p.mobile).not.toContain('2345');
    expect((await call('/wps/member/info/security')).status).toBe(401);
  });
});

describe('binding a mobile', () => {
  it('sends a code to a free number, refuses a wrong code, binds with the right one', async () => {
    const sent = await call('/wps/verification/sms/bind', { method: 'POST', token: P1, body: { mobileNum: '0898765432', countryDialingCode: '66' } });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const wrong = await call('/wps/member/mobile', {
      method: 'PUT',
      token: P1,
      body: { mobileNum: '0898765432', countryDialingCode: '66', verificationCode: '000000' },
    });
    expect(wrong.body.errorCode).toBe('validate_verification_code_error');
    const ok = await call('/wps/member/mobile', {
      method: 'PUT',
      token: P1,
      body: { mobileNum: '0898765432', countryDialingCode: '66', verificationCode: lastCode('898765432') },
    });
    expect(v.parse(contactBound, ok.body.value).masked).toBe('089****432');
    expect((await profile()).mobile).toBe('089****432');
  });

  it('refuses a number another member uses (at the send and at the bind) and an expired code', async () => {
    const taken = await call('/wps/verification/sms/bind', { method: 'POST', token: P1, body: { mobileNum: '0812345602', countryDialingCode: '66' } });
    expect(taken.body.errorCode).toBe('exists.mobile.err');
    await call('/wps/verification/sms/bind', { method: 'POST', token: P1, body: { mobileNum: '0898765433' } });
    sim.clock.set(START + 6 * MINUTE);
    const expired = await call('/wps/member/mobile', { method: 'PUT', token: P1, body: { mobileNum: '0898765433', verificationCode: lastCode('898765433') } });
    expect(expired.body.errorCode).toBe('validate_verification_code_invalid');
    expect((await profile()).mobile).toBe('081****601');
  });
});

describe('binding an e-mail address', () => {
  it('mails a code (in the outbox) and binds the address; refuses one another member uses', async () => {
    expect((await call('/wps/verification/email/bind', { method: 'POST', token: P1, body: { email: 'player02@croupier.test' } })).body.errorCode).toBe(
      'exists.email.err',
    );
    expect((await call('/wps/verification/email/bind', { method: 'POST', token: P1, body: { email: 'not-an-address' } })).body.errorCode).toBe(
      'email.format.err',
    );
    await call('/wps/verification/email/bind', { method: 'POST', token: P1, body: { email: 'Lucky@Example.test' } });
    const code = lastCode('lucky@example.test');
    const ok = await call('/wps/member/email', { method: 'PUT', token: P1, body: { email: 'lucky@example.test', verificationCode: code } });
    expect(v.parse(contactBound, ok.body.value).masked).toBe('lu***@example.test');
    expect((await profile()).email).toBe('lu***@example.test');
  });
});

describe('the payment password', () => {
  it('is set once (6 digits, both entries equal), then withdraw and the upline transfer take it', async () => {
    clearPaymentPassword();
    expect(await hasPassword(P2)).toBe(false);
    expect((await encrypted('PUT', '/wps/member/paymentPassword', { paymentPassword: '12ab56', confirmPaymentPassword: '12ab56' }, P2)).body.errorCode).toBe(
      'payment.password.format',
    );
    expect((await encrypted('PUT', '/wps/member/paymentPassword', { paymentPassword: '135790', confirmPaymentPassword: '135791' }, P2)).body.errorCode).toBe(
      'modify.new.confirm.diff',
    );
    expect((await encrypted('PUT', '/wps/member/paymentPassword', { paymentPassword: '135790', confirmPaymentPassword: '135790' }, P2)).body.success).toBe(
      true,
    );
    expect(await hasPassword(P2)).toBe(true);
    expect((await encrypted('PUT', '/wps/member/paymentPassword', { paymentPassword: '111111', confirmPaymentPassword: '111111' }, P2)).body.errorCode).toBe(
      'payment.password.exists',
    );
    // player02 has nothing to withdraw: the password is checked before the balance.
    const card = (await cards(P2)).list[0]!.id;
    expect((await encrypted('POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: card, paymentPassword: '246810' }, P2)).body.errorCode).toBe(
      'invalid.payment.pw',
    );
    expect((await encrypted('POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: card, paymentPassword: '135790' }, P2)).body.errorCode).not.toBe(
      'invalid.payment.pw',
    );
  });

  it('is changed with the old one; the old one is refused afterwards by withdraw', async () => {
    expect((await change({ oldPaymentPassword: '000000', newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).body.errorCode).toBe(
      'invalid.payment.pw',
    );
    expect((await change({ oldPaymentPassword: '246810', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).body.errorCode).toBe(
      'payment.password.reuse',
    );
    expect((await change({ oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135791' })).body.errorCode).toBe(
      'modify.new.confirm.diff',
    );
    // The change is read from plain JSON only: an encrypted one is not a body the gateway reads.
    const sealed = await encrypted('POST', '/wps/member/paymentPassword', {
      oldPaymentPassword: '246810',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect([sealed.status, sealed.body.errorCode]).toEqual([400, 'request_body_required']);
    expect((await change({ oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).body.success).toBe(true);
    const card = (await cards()).list[0]!.id;
    expect((await encrypted('POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: card, paymentPassword: '246810' })).body.errorCode).toBe(
      'invalid.payment.pw',
    );
    const paid = await encrypted('POST', '/wps/transaction/withdraw', { amount: 100, bankCardId: card, paymentPassword: '135790' });
    expect(paid.body.success).toBe(true);
  });

  it('is not set from a plain body (the set is encrypted, C1:359)', async () => {
    const plain = await call('/wps/member/paymentPassword', {
      method: 'PUT',
      token: P2,
      body: { paymentPassword: '135790', confirmPaymentPassword: '135790' },
    });
    expect(plain.body.success).toBe(false);
  });
});

describe('payout accounts', () => {
  const add = (payload: Record<string, unknown>, token = P1) =>
    encrypted(
      'PUT',
      '/wps/member/bankCard',
      { bankCode: 'KBANK', accountName: 'Lucky Player', accountNumber: '2223334445', paymentPassword: '246810', ...payload },
      token,
    );

  it('lists the banks the merchant pays out to', async () => {
    const banks = v.parse(withdrawBanks, (await call('/wps/system/withdrawBanks', { token: P1 })).body.value).list;
    expect(banks.map((b) => b.bankCode)).toContain('KBANK');
    expect(banks.find((b) => b.bankCode === 'TRUEMONEY')?.accountType).toBe('EWALLET');
  });

  it('adds an account (masked in the answer) that the withdraw list shows at once', async () => {
    const name = member('player01').payeeName || 'Lucky Player';
    const { body } = await add({ accountName: name });
    const row = v.parse(addedBankCard, body.value);
    expect(row).toMatchObject({ bankName: 'Kasikornbank', accountNumber: '****4445' });
    expect((await cards()).list.map((c) => c.id)).toContain(row.id);
  });

  it('refuses a wrong payment password, a duplicate number, another holder, a sixth account; the locked switch', async () => {
    const name = member('player01').payeeName || 'Lucky Player';
    expect((await add({ accountName: name, paymentPassword: '000000' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await add({ accountName: 'Somebody Else' })).body.errorCode).toBe('bank.card.name.mismatch');
    expect((await add({ accountName: name, accountNumber: '12ab' })).body.errorCode).toBe('request.param.err');
    await add({ accountName: name });
    expect((await add({ accountName: name })).body.errorCode).toBe('exists.bank.card');
    await add({ accountName: name, accountNumber: '2223334446' });
    await add({ accountName: name, accountNumber: '2223334447' });
    expect((await cards()).list).toHaveLength(5);
    expect((await add({ accountName: name, accountNumber: '2223334448' })).body.errorCode).toBe('withdraw.bank.card.max');
    sim.configure({ money: { payoutAccountsLocked: true } });
    expect((await add({ accountName: name, accountNumber: '2223334449' }, P2)).body.errorCode).toBe('bank.card.locked');
  });
});
