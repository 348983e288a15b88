/**
 * Field validation (spec §5, gateway-protocol §5.3): the per-field registration rule and the
 * few fixed checks around it (confirmation, age, mobile number). Pure functions: the machines
 * call them and keep the result as a message key plus parameters for the view to translate.
 *
 * A rule is `{enabled, required, acceptedPattern, patternId, minLength?, maxLength?}`:
 *  - empty (or whitespace-only) values fail only when required (`validation.required`);
 *  - length is counted in code points, so one emoji is one character;
 *  - the value must match the WHOLE pattern: `'*'` matches everything, an empty pattern falls
 *    back to the pattern kind `PATTERN_KINDS[patternId]`, a pattern the browser cannot compile
 *    fails with the pattern message instead of throwing;
 *  - every failure of a rule says `validation.pattern.<patternId>` with `{min, max}`.
 */
import type { RegisterRule } from '../../gateway/schema';

export type { RegisterRule };

export interface FieldError {
  key: string;
  params?: Record<string, number | string>;
}

export interface PatternKind {
  /** What the `validation.pattern.<id>` message says, in English (the catalogue has the texts). */
  description: string;
  /** Anchored, linear-time (no nested quantifiers): safe on any input length. */
  regex: RegExp;
}

/** ASCII symbols (printable, not letters, digits or space). */
const SYMBOL = '!-/:-@\\[-`{-~';

/**
 * The pattern kinds of spec §5 / gateway-protocol §5.3 (reg_pattern_0..19, plus 20–22 of the
 * newer catalogue). A brand may configure a rule by `patternId` alone (empty `acceptedPattern`):
 * these regexes then do the check.
 */
export const PATTERN_KINDS: Readonly<Record<number, PatternKind>> = {
  0: { description: 'any characters (min–max)', regex: /^[\s\S]*$/u },
  1: { description: 'first character a letter, then letters and digits', regex: /^[A-Za-z][A-Za-z0-9]*$/u },
  2: { description: 'Chinese characters and digits', regex: /^[\p{Script=Han}0-9]+$/u },
  3: {
    description: 'mailbox format',
    regex: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  },
  4: { description: 'letters or digits only (no special characters)', regex: /^[A-Za-z0-9]+$/u },
  5: { description: 'letters and digits combined (both required)', regex: /^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$/u },
  6: { description: 'digits only', regex: /^[0-9]+$/u },
  7: { description: 'letters and digits with at least one upper-case letter', regex: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u },
  8: { description: 'English letters and spaces', regex: /^[A-Za-z ]+$/u },
  9: { description: 'no spaces', regex: /^\S+$/u },
  10: { description: 'Chinese characters and punctuation', regex: /^[\p{Script=Han}\p{P}]+$/u },
  11: { description: 'date yyyy-MM-dd', regex: /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/u },
  12: { description: 'letters with spaces', regex: /^[\p{L}\p{M} ]+$/u },
  13: { description: 'date MM-dd-yyyy', regex: /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$/u },
  14: { description: 'letters and digits only (any script)', regex: /^[\p{L}\p{M}\p{Nd}]+$/u },
  15: { description: 'Korean only', regex: /^\p{Script=Hangul}+$/u },
  16: { description: 'Thai only', regex: /^\p{Script=Thai}+$/u },
  17: { description: 'Thai or English letters and spaces', regex: /^[\p{Script=Thai}A-Za-z ]+$/u },
  18: { description: 'upper-case letters and spaces, at least one letter', regex: /^(?=[^A-Z]*[A-Z])[A-Z ]+$/u },
  19: { description: 'letters, digits and symbols', regex: /^[!-~]+$/u },
  20: {
    description: 'at least one upper-case letter, one lower-case letter, one digit and one symbol',
    regex: new RegExp(String.raw`^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[^${SYMBOL}]*[${SYMBOL}])[!-~]+$`, 'u'),
  },
  21: { description: 'full name: first and last name separated by a space', regex: /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u },
  22: {
    description: 'full-width Hiragana, Katakana or Kanji, without spaces',
    regex: /^[\u3041-\u309F\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}]+$/u,
  },
};

/** Compiled server patterns (null: the browser could not compile it). */
const compiled = new Map<string, RegExp | null>();

/** The server's pattern as an anchored regex: 'u' when it compiles with it, no flag otherwise. */
export function compilePattern(pattern: string): RegExp | null {
  const hit = compiled.get(pattern);
  if (hit !== undefined) return hit;
  // Wrapping is harmless when the pattern is already anchored (`^(?:^a$)$`) and makes
  // alternations (`a|b`) match the whole value.
  const source = `^(?:${pattern})$`;
  let re: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      re = new RegExp(source, flags);
      break;
    } catch {
      re = null;
    }
  }
  compiled.set(pattern, re);
  return re;
}

/** Length in code points: an emoji or a supplementary-plane character counts once. */
export function charCount(value: string): number {
  return Array.from(value).length;
}

function patternError(rule: RegisterRule): FieldError {
  return {
    key: `validation.pattern.${rule.patternId ?? 0}`,
    params: { min: rule.minLength ?? 0, max: rule.maxLength ?? '∞' },
  };
}

function matches(value: string, rule: RegisterRule): boolean {
  const pattern = rule.acceptedPattern;
  if (pattern === '*' || pattern === '.*') return true;
  if (pattern == null || pattern === '') {
    const kind = PATTERN_KINDS[rule.patternId ?? 0];
    return kind ? kind.regex.test(value) : true;
  }
  const re = compilePattern(pattern);
  return re ? re.test(value) : false;
}

/**
 * One field against its rule. `opts.required` overrides the rule's own `required` (the form
 * knows that a username is always required, for instance). Without a rule only the
 * required check applies.
 */
export function validateField(value: string, rule: RegisterRule | undefined, opts?: { required?: boolean }): FieldError | null {
  const required = opts?.required ?? rule?.required ?? false;
  if (value.trim() === '') return required ? { key: 'validation.required' } : null;
  if (!rule) return null;
  const n = charCount(value);
  if ((rule.minLength != null && n < rule.minLength) || (rule.maxLength != null && n > rule.maxLength)) return patternError(rule);
  return matches(value, rule) ? null : patternError(rule);
}

/** The confirmation must be given and equal (spec: message key inconsistent_twice). */
export function validateConfirm(password: string, confirm: string): FieldError | null {
  if (confirm === '') return { key: 'validation.required' };
  return password === confirm ? null : { key: 'validation.inconsistentTwice' };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(s: string): { y: number; m: number; d: number } | null {
  const m = ISO_DATE.exec(s.trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return null;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d > days ? null : { y, m: mo, d };
}

/**
 * Age in whole years on `today` (both 'yyyy-MM-dd'); null when either is not a real date.
 * Someone born on 29 February comes of age on 1 March in common years.
 */
export function ageFrom(birthday: string, today: string): number | null {
  const b = parseDate(birthday);
  const t = parseDate(today);
  if (!b || !t) return null;
  let age = t.y - b.y;
  if (t.m < b.m || (t.m === b.m && t.d < b.d)) age -= 1;
  return age;
}

/**
 * The birthday says the user is at least `limit` (18 or 21). `today` comes from the app (an
 * input or an event), never from a clock here. A value that is not a yyyy-MM-dd date fails
 * with the date pattern's message; an empty one is the required check's business.
 */
export function validateAge(birthday: string, today: string, limit: number): FieldError | null {
  if (birthday.trim() === '') return null;
  const age = ageFrom(birthday, today);
  if (age === null) return { key: 'validation.pattern.11', params: { min: 10, max: 10 } };
  return age >= limit ? null : { key: 'validation.ageLimit', params: { age: limit } };
}

/** Digits only, spaces and dashes removed, an optional leading '+' kept. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const MOBILE = /^\+?\d{6,15}$/;

/** 6–15 digits once spaces and dashes are removed, optionally after a '+'. */
export function validateMobile(value: string): FieldError | null {
  if (value.trim() === '') return { key: 'validation.required' };
  return MOBILE.test(normalizeMobile(value)) ? null : { key: 'validation.mobile' };
}

/** A simple rule for the checks the spec fixes without a server rule. */
export function fixedRule(patternId: number, bounds: { minLength?: number; maxLength?: number } = {}): RegisterRule {
  return { enabled: true, required: true, acceptedPattern: '', patternId, ...bounds };
}
