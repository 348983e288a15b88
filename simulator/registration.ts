/**
 * The registration's server-side rules, for every feature that opens an account (the visitor's
 * registration, simulator/account/handlers/register.ts, and the agent's direct registration of a
 * downline, simulator/agent/centre.ts): the per-field rules of `/wps/system/setting/register`
 * (enabled, required, pattern, length), the details no two members share (e-mail, mobile), the
 * brand's age limit, and what a new member keeps (its profile fields, its payment password).
 */
import { isAgentType, REGISTER_CONTEXT_FIELDS, RULE_FIELDS, type RuleField } from '../gateway/account/contract';
import { getBrand, type SimContext } from './kernel/context';
import { matchesRule, registerRules } from './flags';
import type { MemberRow } from './members';
import { sameMobile } from './phone';

export { matchesRule };

export interface Rule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

export function rulesOf(ctx: SimContext): Record<string, Rule> {
  return registerRules(ctx.db) as unknown as Record<string, Rule>;
}

/** A trimmed string parameter ('' if absent; numbers as text). */
export function str(o: Record<string, unknown>, key: string): string {
  const x = o[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '';
}

/** Fields the generic rule check skips: checked on their own (a visitor's sign-up steps). */
export const SPECIAL_FIELDS = new Set(['verificationCode', 'captcha']);

/**
 * Rule fields the profile leaves out: the member row has columns for `email` and `payeeName`,
 * and `paymentPassword` is kept where every payment reads it (storePaymentPassword).
 */
const KEPT_ELSEWHERE: ReadonlySet<RuleField> = new Set(['email', 'payeeName', 'paymentPassword']);

/** Extra registration fields kept on the member (as JSON in `profile`): the other rule fields and the register context. */
export const PROFILE_FIELDS: readonly string[] = [...RULE_FIELDS.filter((f) => !KEPT_ELSEWHERE.has(f)), ...REGISTER_CONTEXT_FIELDS];

/** A field that breaks its rule, and how (answered as request.param.err with `{ field }`). */
export interface FieldRefusal {
  field: string;
  problem: 'is required' | 'does not match its rule';
}

/**
 * Every enabled rule of a registration payload: a required field must be given, a given one must
 * match its pattern and length. `skip` names fields not asked here or checked on their own;
 * `required` names fields this registration always asks for, whatever their rule says; `read`
 * reads a field (by default the trimmed string; a password is read as typed).
 */
export function checkRuleFields(
  ctx: SimContext,
  o: Record<string, unknown>,
  opts: { skip?: (field: string) => boolean; required?: ReadonlySet<string>; read?: (field: string) => string } = {},
): FieldRefusal | null {
  for (const [field, rule] of Object.entries(rulesOf(ctx))) {
    if (!rule.enabled || SPECIAL_FIELDS.has(field) || opts.skip?.(field)) continue;
    const value = opts.read ? opts.read(field) : str(o, field);
    if (value === '') {
      if (rule.required || opts.required?.has(field)) return { field, problem: 'is required' };
      continue;
    }
    if (!matchesRule(rule, value)) return { field, problem: 'does not match its rule' };
  }
  return null;
}

/** Another member registered this e-mail address (any case). */
export function emailTaken(ctx: SimContext, email: string): boolean {
  const wanted = email.toLowerCase();
  return ctx.db.member.getAll().some((m) => m.email !== '' && m.email.toLowerCase() === wanted);
}

/** Another member registered this mobile number (in any of its written forms). */
export function mobileTaken(ctx: SimContext, mobile: string): boolean {
  return ctx.db.member.getAll().some((m) => m.mobile !== '' && sameMobile(m.mobile, mobile));
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

/** A birthday the brand refuses: not a real date (`'date'`), or under its age limit (`'age'`). */
export function birthdayProblem(ctx: SimContext, birthday: string): { problem: 'date' } | { problem: 'age'; ageLimit: number } | null {
  if (!birthday) return null;
  const age = ageOn(birthday, ctx.clock.now());
  if (age === undefined) return { problem: 'date' };
  const { ageLimit } = getBrand(ctx);
  return age < ageLimit ? { problem: 'age', ageLimit } : null;
}

/** The profile fields a registration gave (as the member's `profile` JSON). */
export function profileOf(o: Record<string, unknown>): string {
  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) {
    const value = str(o, f);
    if (value) profile[f] = value;
  }
  return JSON.stringify(profile);
}

/**
 * The member's payment password, where every payment reads it: the money account (withdrawals,
 * transfers to the upline) and, for an agent, the downline transfers' own table.
 */
export function storePaymentPassword(ctx: SimContext, member: MemberRow, password: string): void {
  const db = ctx.db;
  if (db.moneyAccount.findFirst({ where: { memberId: { equals: member.id } } }))
    db.moneyAccount.update({ where: { memberId: { equals: member.id } }, data: { paymentPassword: password } });
  else db.moneyAccount.create({ memberId: member.id, paymentPassword: password, turnoverRemaining: 0 });
  const own = db.paymentPassword.findFirst({ where: { account: { equals: member.account } } });
  if (own) db.paymentPassword.update({ where: { account: { equals: member.account } }, data: { password } });
  else if (isAgentType(member.type)) db.paymentPassword.create({ account: member.account, password });
}
