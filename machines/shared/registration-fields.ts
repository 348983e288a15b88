/**
 * The registration's per-field rules (spec §3, §5; `/wps/system/setting/register`) as every form
 * that opens an account applies them — the visitor's registration (machines/account/registration)
 * and the agent's direct registration of a downline (machines/agent/registration-centre): which
 * fields the brand turns on, which it requires, how a typed value is cleaned, and how it is checked
 * (the rule's pattern and length through `validateField`, plus the mobile number's format and the
 * birthday's age). Pure functions; the simulator checks the same rules server-side
 * (simulator/registration.ts).
 */
import { RULE_FIELDS, type RuleField } from '../../gateway/account/contract';
import type { RegisterRule, RegisterRules } from '../../gateway/schema';
import { normalizeMobile, validateAge, validateField, validateMobile, type FieldError } from './validation';

/** A field a registration form shows: whether it must be filled, and its rule (if the server has one). */
export interface RuleFieldSpec<F extends string = string> {
  field: F;
  required: boolean;
  rule?: RegisterRule;
}

/** Sent and validated exactly as typed (never trimmed). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The labelled rule fields the brand turns on (payment password, e-mail, real name, …), in display order, each required as its rule says. */
export function enabledRuleFields(rules: RegisterRules): RuleFieldSpec<RuleField>[] {
  return RULE_FIELDS.flatMap((field) => {
    const rule = rules[field];
    return rule?.enabled ? [{ field, required: rule.required, rule }] : [];
  });
}

/** The mobile number when the brand turns it on (it pairs with the dialing code), required as its rule says. */
export function mobileField(rules: RegisterRules): RuleFieldSpec<'mobileNum'> | null {
  const rule = rules.mobileNum;
  return rule?.enabled ? { field: 'mobileNum', required: rule.required, rule } : null;
}

/** A typed value as it is checked and sent: a secret as typed, the mobile without spaces and dashes, the rest trimmed. */
export function cleanedValue(field: string, raw: string): string {
  if (SECRET_FIELDS.has(field)) return raw;
  if (field === 'mobileNum') return normalizeMobile(raw);
  return raw.trim();
}

/** What the age check needs: today ('yyyy-MM-dd', from the app) and the brand's age limit. */
export interface AgeCheck {
  today: string;
  ageLimit: number;
}

/**
 * One registration field's (cleaned) value against its rule: required, pattern and length; a
 * mobile number must also look like one, a birthday must make the user old enough.
 */
export function validateRuleValue(field: string, value: string, spec: Pick<RuleFieldSpec, 'required' | 'rule'>, age: AgeCheck): FieldError | null {
  const { required, rule } = spec;
  switch (field) {
    case 'mobileNum':
      return value === '' ? validateField('', rule, { required }) : (validateMobile(value) ?? validateField(value, rule, { required }));
    case 'birthday':
      return validateField(value, rule, { required }) ?? validateAge(value, age.today, age.ageLimit);
    default:
      return validateField(value, rule, { required });
  }
}
