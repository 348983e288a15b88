/** The registration field rules as the registration and password handlers check them, and what a new member keeps. */
import { REGISTER_CONTEXT_FIELDS, RULE_FIELDS, type RuleField } from '../../gateway/account/contract';
import { fail, type SimContext } from '../context';
import { matchesRule, registerRules } from '../flags';

/** The rule check lives with the rules (simulator/flags.ts), for every feature that registers members. */
export { matchesRule };

/**
 * Rule fields the profile leaves out: the member row has columns for `email` and `payeeName`,
 * and `paymentPassword` is not kept at all.
 */
const KEPT_ELSEWHERE: ReadonlySet<RuleField> = new Set(['email', 'payeeName', 'paymentPassword']);

/** Extra registration fields kept on the member (as JSON in `profile`): the other rule fields and the register context. */
export const PROFILE_FIELDS: readonly string[] = [...RULE_FIELDS.filter((f) => !KEPT_ELSEWHERE.has(f)), ...REGISTER_CONTEXT_FIELDS];

/** Fields the generic rule check skips: checked on their own. */
export const SPECIAL_FIELDS = new Set(['verificationCode', 'captcha']);

export interface Rule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

/** A trimmed string parameter ('' if absent; numbers as text). */
export function str(o: Record<string, unknown>, key: string): string {
  const x = o[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
}

export function paramError(field: string, problem: 'is required' | 'does not match its rule' | 'does not match password'): Response {
  return fail('request.param.err', { message: `${field} ${problem}`, value: { field } });
}

export function rulesOf(ctx: SimContext): Record<string, Rule> {
  return registerRules(ctx.db) as unknown as Record<string, Rule>;
}

/** A new password must keep the password rule (the registration rule). */
export function passwordRuleBroken(ctx: SimContext, password: string): boolean {
  const rule = rulesOf(ctx).password;
  return !rule || !matchesRule(rule, password);
}

/** Whole years between a `yyyy-MM-dd` birthday and `now`; `undefined` if it is not a real date. */
export function ageOn(birthday: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}
