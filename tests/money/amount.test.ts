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
  it('keeps known channel types, quick amounts within the limits, and marks closed channels', () => {
    const s = toDepositSettings({
      allowDeposit: 'y',
      totalDepositSuccessCount: 2,
      depositInfo: [
        { channelId: 'A', channelType: 'bank', channelName: 'A', minAmount: 100, maxAmount: 1000, quickAmounts: [50, 100, 500, 5000], status: 'Y' },
        { channelId: 'B', channelType: 'CRYPTO', channelName: 'B', minAmount: 1, maxAmount: 2, quickAmounts: [], status: 'Y' },
        { channelId: 'C', channelType: 'QR', channelName: 'C', minAmount: 1, maxAmount: 2, quickAmounts: [], status: 'N' },
      ],
    });
    expect(s.allowed).toBe(true);
    expect(s.channels.map((c) => [c.id, c.type, c.closed])).toEqual([
      ['A', 'BANK', false],
      ['C', 'QR', true],
    ]);
    expect(s.channels[0]!.quickAmounts).toEqual([100, 500]);
  });

  it('refuses an order whose next step cannot be shown (malformed), or whose payment page is not http(s)', () => {
    const base = { transId: 'T1', amount: 10, reference: 'R', bankName: null, accountName: null, accountNumber: null, qrContent: null, payUrl: null, expireTime: null };
    expect(() => toDepositOrder({ ...base, nextStep: 'BANK' })).toThrow();
    expect(() => toDepositOrder({ ...base, nextStep: 'REDIRECT', payUrl: 'javascript:alert(1)' })).toThrow();
    expect(() => toDepositOrder({ ...base, nextStep: 'TELEPORT', qrContent: 'x' })).toThrow();
    expect(toDepositOrder({ ...base, nextStep: 'qr', qrContent: 'x' }).step).toBe('QR');
  });
});
