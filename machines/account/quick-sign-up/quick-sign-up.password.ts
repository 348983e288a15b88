/**
 * The password a one-click sign-up gives the new account: random, readable when written down (no
 * 0/O, 1/l/I), and passing the brand's password rule. Pure: the random bytes come from the
 * effect (the browser's crypto), so a test or a replay passes its own.
 */
import type { RegisterRule } from '../../../gateway/schema';
import { validateField } from '../../shared/validation';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@';

/** The length aimed at: 12, within the rule's bounds. */
export const PASSWORD_LENGTH = 12;

/** The shapes tried, in order: the first the rule accepts is used. Each names the sets every password of it has. */
const SHAPES: readonly (readonly string[])[] = [[LOWER, UPPER, DIGITS], [LOWER, UPPER, DIGITS, SYMBOLS], [LOWER, DIGITS], [DIGITS]];

/** How many random bytes `passwordFor` reads at most (each shape gets its own slice). */
export const PASSWORD_BYTES = 64 * SHAPES.length;

/** The password's length for a rule: 12, or the nearest the rule allows (null: no length fits). */
export function passwordLength(rule: RegisterRule | undefined): number | null {
  const min = Math.max(rule?.minLength ?? 0, 6);
  const max = rule?.maxLength ?? Infinity;
  if (min > max || min > 64) return null;
  return Math.min(Math.max(PASSWORD_LENGTH, min), max);
}

function shaped(sets: readonly string[], length: number, bytes: Uint8Array): string {
  const all = sets.join('');
  // A letter first (rules of kind 1 ask for one), then one of each set, then any, then shuffled after the first.
  const chars: string[] = [];
  let i = 0;
  const pick = (from: string) => from[bytes[i++ % bytes.length]! % from.length]!;
  for (const set of sets) chars.push(pick(set));
  while (chars.length < length) chars.push(pick(all));
  for (let k = chars.length - 1; k > 1; k--) {
    const j = 1 + (bytes[i++ % bytes.length]! % k);
    [chars[k], chars[j]] = [chars[j]!, chars[k]!];
  }
  return chars.join('');
}

/** A password the rule accepts, from `PASSWORD_BYTES` random bytes; null when no shape fits the rule. */
export function passwordFor(rule: RegisterRule | undefined, bytes: Uint8Array): string | null {
  const length = passwordLength(rule);
  if (length === null) return null;
  for (const [n, sets] of SHAPES.entries()) {
    if (length < sets.length) continue;
    const candidate = shaped(sets, length, bytes.subarray(n * 64, n * 64 + 64));
    if (validateField(candidate, rule, { required: true }) === null) return candidate;
  }
  return null;
}
