// @vitest-environment node
// Amounts as typed (machines/money/amount.ts) and the deposit's answers mapped for the machine.
import { describe, expect, it } from 'vitest';
import { parseAmount, validateAmount, validateTyped } from '../../machines/shared/amount';
import { toDepositOrder, toDepositSettings } from '../../machines/money/deposit/deposit.effects';

describe('amounts', () => {
  it('reads digits with at most two decimals, ignoring spaces and thousands separators', () => {
    expect(parseAmount(' 1,500.5 ')).toBe(1500.5);
    expect(parseAmount('100.123')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('says what is wrong: required, format, under the minimum, over the maximum, over the balance', () => {
    const limits = { min: 100, max: 5000, balance: 2000 };
    expect(validateAmount('', limits)?.key).toBe('forms:amount.required');
    expect(validateAmount('0', limits)?.key).toBe('forms:amount.format');
    expect(validateAmount('abc', limits)?.key).toBe('forms:amount.format');
    expect(validateAmount('99.99', limits)).toEqual({ key: 'forms:amount.min', params: { min: 100 } });
    expect(validateAmount('5000.01', limits)).toEqual({ key: 'forms:amount.max', params: { max: 5000 } });
    expect(validateAmount('2500', limits)).toEqual({ key: 'forms:amount.balance', params: { balance: 2000 } });
    expect(validateAmount('2000', limits)).toBeNull();
    expect(validateAmount('999999', { min: 0, max: 0 })).toBeNull();
  });

  it('says nothing about an empty field while typing', () => {
    expect(validateTyped('', { min: 100, max: 0 })).toBeUndefined();
    expect(validateTyped('5', { min: 100, max: 0 })?.key).toBe('forms:amount.min');
  });
});

describe('deposit answers', () => {
  const KBANK = { bankId: 'K', bankCode: 'KBANK', bankName: 'Kasikornbank', accountName: 'Croupier', accountNumber: '123' };
  const settings = (depositInfo: Parameters<typeof toDepositSettings>[0]['depositInfo']) => ({ allowDeposit: 'y', totalDepositSuccessCount: 2, depositInfo });

  it('keeps known channel types, quick amounts within the limits, and marks closed channels', () => {
    const s = toDepositSettings(
      settings([
        { channelId: 'A', channelType: 'bank', channelName: 'A', minAmount: 100, maxAmount: 1000, quickAmounts: [50, 100, 500, 5000], status: 'Y' },
        { channelId: 'B', channelType: 'CRYPTO', channelName: 'B', minAmount: 1, maxAmount: 2, quickAmounts: [], status: 'Y' },
        { channelId: 'C', channelType: 'QR', channelName: 'C', minAmount: 1, maxAmount: 2, quickAmounts: [], status: 'N' },
      ]),
      { list: [KBANK] },
    );
    expect(s.allowed).toBe(true);
    expect(s.channels.map((c) => [c.id, c.type, c.closed])).toEqual([
      ['A', 'BANK', false],
      ['C', 'QR', true],
    ]);
    expect(s.channels[0]!.quickAmounts).toEqual([100, 500]);
    expect(s.banks).toEqual([{ id: 'K', name: 'Kasikornbank', accountName: 'Croupier', accountNumber: '123' }]);
  });

  it('closes a bank transfer when the merchant lists no receiving account to send it to', () => {
    const s = toDepositSettings(
      settings([{ channelId: 'A', channelType: 'BANK', channelName: 'A', minAmount: 1, maxAmount: 9, quickAmounts: [], status: 'Y' }]),
      { list: [] },
    );
    expect(s.channels[0]!.closed).toBe(true);
  });

  it('refuses an order whose next step cannot be shown (malformed), or whose payment page is not http(s)', () => {
    const base = { transId: 'T1', amount: 10, reference: 'R', qrContent: null, payUrl: null, expireTime: null };
    const bank = { id: 'K', name: 'Kasikornbank', accountName: 'Croupier', accountNumber: '123' };
    expect(() => toDepositOrder('BANK', base, null)).toThrow();
    expect(() => toDepositOrder('ONLINE', { ...base, payUrl: 'javascript:alert(1)' }, null)).toThrow();
    expect(() => toDepositOrder('QR', base, null)).toThrow();
    expect(toDepositOrder('QR', { ...base, qrContent: 'x' }, null).step).toBe('QR');
    expect(toDepositOrder('EWALLET', { ...base, payUrl: 'https://pay.example/1' }, null).step).toBe('REDIRECT');
    expect(toDepositOrder('BANK', base, bank)).toMatchObject({ step: 'BANK', reference: 'R', bank: { name: 'Kasikornbank', accountNumber: '123' } });
  });
});
