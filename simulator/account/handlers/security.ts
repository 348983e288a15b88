/**
 * Account security (gateway/account/security-endpoints.ts): the masked profile, binding a mobile
 * (a code from sms/bind) or an e-mail address (a mailed code, same outbox), the payment
 * (withdrawal) password set (encrypted) and changed (plain JSON, as the legacy client sends it),
 * the banks the merchant pays out to, and adding a payout account (encrypted). The payment
 * password and the payout accounts are the rows
 * the withdraw and transfer handlers read (`moneyAccount`, `payoutAccount`), so a password set
 * here is the one a withdrawal asks for and a new account is at once a withdrawal's destination.
 * An agent's downline transfer keeps its password in `paymentPassword`: a change updates it too.
 *
 * Switches: SimulatorConfig.sms (quota, disabled, rate limit, code lifetime) as for every code;
 * SimulatorConfig.money.payoutAccountsLocked (adding an account answers bank.card.locked).
 * Adding more than PAYOUT_ACCOUNTS_MAX accounts answers withdraw.bank.card.max, a number already
 * registered exists.bank.card (the legacy catalogue's codes, C4).
 */
import type { HttpHandler } from 'msw';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  PAYMENT_PASSWORD_LENGTH,
  PAYOUT_ACCOUNTS_MAX,
} from '../../../gateway/account/security.contract';
import type { SimContext } from '../../kernel/context';
import { endpoint } from '../../kernel/endpoint';
import { fail, ok } from '../../kernel/envelope';
import type { MemberRow } from '../../members';
import { dialingCode, maskEmail, maskMobile, nationalNumber, phoneDigits, sameMobile } from '../contact';
import { str } from '../rules';
import { storePaymentPassword as storeMemberPaymentPassword } from '../../registration';
import { checkSmsCode, sendEmailCode, sendSms, smsRateLimit } from '../sms';

/** The banks and e-wallets the merchant pays out to (`/wps/system/withdrawBanks`). */
export const WITHDRAW_BANKS = [
  { bankCode: 'KBANK', bankName: 'Kasikornbank', accountType: 'BANK' },
  { bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountType: 'BANK' },
  { bankCode: 'BBL', bankName: 'Bangkok Bank', accountType: 'BANK' },
  { bankCode: 'KTB', bankName: 'Krungthai Bank', accountType: 'BANK' },
  { bankCode: 'TRUEMONEY', bankName: 'TrueMoney Wallet', accountType: 'EWALLET' },
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maskNumber = (n: string) => `****${n.slice(-4)}`;
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
/** `J*** Smith`: the first letter of each word but the last. */
const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((w, i, all) => (i === all.length - 1 || w.length < 2 ? w : `${w[0]}***`))
    .join(' ');

const text = (o: Record<string, unknown>, key: string) => (typeof o[key] === 'string' || typeof o[key] === 'number' ? String(o[key]) : '');

export function securityHandlers(ctx: SimContext): HttpHandler[] {
  const moneyAccount = (memberId: number) => ctx.db.moneyAccount.findFirst({ where: { memberId: { equals: memberId } } });
  const currentMember = (id: number) => ctx.db.member.findFirst({ where: { id: { equals: id } } }) as MemberRow;

  // One password for every payment: the money account and, for an agent, the downline transfers' table.
  const storePaymentPassword = (member: MemberRow, password: string) => storeMemberPaymentPassword(ctx, member, password);

  /** The real name on file: the registration's payee name, else the holder of the member's first payout account. */
  const realName = (m: MemberRow) => m.payeeName || ctx.db.payoutAccount.findMany({ where: { memberId: { equals: m.id } } })[0]?.accountName || '';

  const formatBroken = (p: unknown) => typeof p !== 'string' || !new RegExp(`^[0-9]{${PAYMENT_PASSWORD_LENGTH}}$`).test(p);

  return [
    endpoint(ctx, 'securityInfo', ({ auth: { member } }) => {
      const m = currentMember(member.id);
      return ok({
        account: m.account,
        nickname: m.nickname || null,
        realName: realName(m) ? maskName(realName(m)) : '',
        mobile: maskMobile(m.mobile) ?? '',
        email: m.email ? maskEmail(m.email) : '',
        regDate: m.regDate,
        vipLabel: m.vipLabel || null,
      });
    }),

    // {mobileNum, countryDialingCode}: a code to a number no other member uses.
    endpoint(ctx, 'smsBind', ({ input: o, auth: { member } }) => {
      if (ctx.config.sms.disabled) return fail('function.not.available');
      const raw = str(o, 'mobileNum');
      if (raw === '') return fail('PARAMETER_ERROR');
      const digits = phoneDigits(raw);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
      if (ctx.config.sms.quotaExhausted) return fail('sms.quota.insufficient');
      const code = dialingCode(o.countryDialingCode);
      const national = nationalNumber(digits, code);
      const owner = ctx.db.member.getAll().find((m) => m.mobile !== '' && sameMobile(m.mobile, national));
      if (owner && owner.id !== member.id) return fail('exists.mobile.err');
      const limited = smsRateLimit(ctx, national);
      if (limited) return fail('TOO_MANY_REQUEST', { message: limited.message, value: { retryAfterSeconds: limited.retryAfterSeconds } });
      sendSms(ctx, national, 'bind', code);
      return ok({ expiredMinutes: ctx.config.sms.expiredMinutes ?? 5 });
    }),

    // {mobileNum, countryDialingCode, verificationCode}.
    endpoint(ctx, 'bindMobile', ({ input: o, auth: { member } }) => {
      const digits = phoneDigits(str(o, 'mobileNum'));
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const owner = ctx.db.member.getAll().find((m) => m.mobile !== '' && sameMobile(m.mobile, national));
      if (owner && owner.id !== member.id) return fail('exists.mobile.err');
      const check = checkSmsCode(ctx, national, 'bind', o.verificationCode);
      if (check === 'none') return fail('validate_verification_code_error');
      if (check !== 'ok') return fail(check);
      const stored = `0${national}`;
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { mobile: stored } });
      return ok({ masked: maskMobile(stored) });
    }),

    // {email}: a code mailed to an address no other member uses.
    endpoint(ctx, 'emailCode', ({ input: o, auth: { member } }) => {
      if (ctx.config.sms.disabled) return fail('function.not.available');
      const email = str(o, 'email').toLowerCase();
      if (!EMAIL.test(email)) return fail('email.format.err');
      const owner = ctx.db.member.getAll().find((m) => m.email.toLowerCase() === email);
      if (owner && owner.id !== member.id) return fail('exists.email.err');
      if (ctx.config.sms.quotaExhausted) return fail('sms.quota.insufficient');
      const limited = smsRateLimit(ctx, email);
      if (limited) return fail('TOO_MANY_REQUEST', { message: limited.message, value: { retryAfterSeconds: limited.retryAfterSeconds } });
      sendEmailCode(ctx, email);
      return ok({ expiredMinutes: ctx.config.sms.expiredMinutes ?? 5 });
    }),

    // {email, verificationCode}.
    endpoint(ctx, 'bindEmail', ({ input: o, auth: { member } }) => {
      const email = str(o, 'email').toLowerCase();
      if (!EMAIL.test(email)) return fail('email.format.err');
      const owner = ctx.db.member.getAll().find((m) => m.email.toLowerCase() === email);
      if (owner && owner.id !== member.id) return fail('exists.email.err');
      const check = checkSmsCode(ctx, email, 'bindEmail', o.verificationCode);
      if (check === 'none') return fail('validate_verification_code_error');
      if (check !== 'ok') return fail(check);
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { email } });
      return ok({ masked: maskEmail(email) });
    }),

    // Encrypted {paymentPassword, confirmPaymentPassword}: only when none is set.
    endpoint(ctx, 'setPaymentPassword', ({ input: o, auth: { member } }) => {
      if (moneyAccount(member.id)?.paymentPassword) return fail('payment.password.exists');
      if (formatBroken(o.paymentPassword)) return fail('payment.password.format');
      if (o.paymentPassword !== o.confirmPaymentPassword) return fail('modify.new.confirm.diff');
      storePaymentPassword(member, o.paymentPassword as string);
      return ok(null);
    }),

    // Plain JSON {oldPaymentPassword, newPaymentPassword, confirmPaymentPassword} (C1:372).
    endpoint(ctx, 'changePaymentPassword', ({ input: o, auth: { member } }) => {
      const current = moneyAccount(member.id)?.paymentPassword ?? '';
      if (current === '') return fail('payment.password.not.set');
      if (o.oldPaymentPassword !== current) return fail('invalid.payment.pw');
      if (formatBroken(o.newPaymentPassword)) return fail('payment.password.format');
      if (o.newPaymentPassword === current) return fail('payment.password.reuse');
      if (o.newPaymentPassword !== o.confirmPaymentPassword) return fail('modify.new.confirm.diff');
      storePaymentPassword(member, o.newPaymentPassword as string);
      return ok(null);
    }),

    endpoint(ctx, 'withdrawBanks', () => ok({ list: WITHDRAW_BANKS })),

    // Encrypted {bankCode, accountName, accountNumber, paymentPassword}.
    endpoint(ctx, 'addBankCard', ({ input: o, auth: { member } }) => {
      if (ctx.config.money.payoutAccountsLocked) return fail('bank.card.locked');
      const bank = WITHDRAW_BANKS.find((b) => b.bankCode === text(o, 'bankCode'));
      const accountName = text(o, 'accountName').trim().replace(/\s+/g, ' ');
      const accountNumber = text(o, 'accountNumber').replace(/[\s-]/g, '');
      const numberRule = new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`);
      if (!bank || accountName === '' || accountName.length > ACCOUNT_NAME_MAX || !numberRule.test(accountNumber)) return fail('request.param.err');
      const password = moneyAccount(member.id)?.paymentPassword ?? '';
      if (password === '') return fail('payment.password.not.set');
      if (o.paymentPassword !== password) return fail('invalid.payment.pw');
      const mine = ctx.db.payoutAccount.findMany({ where: { memberId: { equals: member.id } } });
      if (mine.length >= PAYOUT_ACCOUNTS_MAX) return fail('withdraw.bank.card.max');
      const taken = ctx.db.payoutAccount.getAll().some((a) => a.accountNumber === accountNumber && a.bankName === bank.bankName);
      if (taken) return fail('exists.bank.card');
      const m = currentMember(member.id);
      const onFile = realName(m);
      if (onFile && !sameName(onFile, accountName)) return fail('bank.card.name.mismatch');
      // The first account names the member: its holder is the real name from then on.
      if (!m.payeeName) ctx.db.member.update({ where: { id: { equals: member.id } }, data: { payeeName: accountName } });
      const n = Math.max(0, ...mine.map((a) => Number(a.id.split('-').pop()) || 0)) + 1;
      const row = ctx.db.payoutAccount.create({
        id: `BC${member.id}-${n}`,
        memberId: member.id,
        accountType: bank.accountType,
        bankName: bank.bankName,
        accountName,
        accountNumber,
      });
      return ok({
        id: row.id,
        accountType: row.accountType,
        bankName: row.bankName,
        accountName: row.accountName,
        accountNumber: maskNumber(row.accountNumber),
      });
    }),
  ];
}
