/**
 * Amounts of money as the member types them (deposit, withdraw, transfers): checked as typed
 * and again in the machine before anything is sent. Pure; messages are `forms:amount.*` keys.
 */
import type { FieldError } from './validation';

/** The most decimals an amount may carry (cents). */
export const AMOUNT_DECIMALS = 2;

const AMOUNT = new RegExp(`^\\d+(?:\\.\\d{1,${AMOUNT_DECIMALS}})?$`);

/** The typed amount as a number (spaces and thousands separators ignored), or null if it is not one with at most two decimals. */
export function parseAmount(raw: string): number | null {
  const s = raw.trim().replace(/[\s,]/g, '');
  if (!AMOUNT.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export interface AmountLimits {
  /** 0: no minimum beyond "more than 0". */
  min: number;
  /** 0: no maximum. */
  max: number;
  /** What the member can spend (withdraw, transfer): more is refused before sending. */
  balance?: number;
}

/** The message for a typed amount within its limits, or null when it is fine. */
export function validateAmount(raw: string, limits: AmountLimits): FieldError | null {
  if (raw.trim() === '') return { key: 'forms:amount.required' };
  const n = parseAmount(raw);
  if (n === null || n <= 0) return { key: 'forms:amount.format' };
  if (limits.min > 0 && n < limits.min) return { key: 'forms:amount.min', params: { min: limits.min } };
  if (limits.max > 0 && n > limits.max) return { key: 'forms:amount.max', params: { max: limits.max } };
  if (limits.balance !== undefined && n > limits.balance) return { key: 'forms:amount.balance', params: { balance: limits.balance } };
  return null;
}

/** While typing: nothing to say about an empty field yet. */
export function validateTyped(raw: string, limits: AmountLimits): FieldError | undefined {
  return raw.trim() === '' ? undefined : (validateAmount(raw, limits) ?? undefined);
}
