/**
 * The registration field rules as the registration and password handlers check them. The rules
 * themselves, and what a new member keeps, live at the simulator's root (simulator/registration.ts),
 * for every feature that opens an account (the agent centre registers downlines with them too).
 */
import type { SimContext } from '../kernel/context';
import { fail } from '../kernel/envelope';
import { matchesRule, rulesOf } from '../registration';

export { rulesOf, str } from '../registration';

export function paramError(field: string, problem: 'is required' | 'does not match its rule' | 'does not match password'): Response {
  return fail('request.param.err', { message: `${field} ${problem}`, value: { field } });
}

/** A new password must keep the password rule (the registration rule). */
export function passwordRuleBroken(ctx: SimContext, password: string): boolean {
  const rule = rulesOf(ctx).password;
  return !rule || !matchesRule(rule, password);
}
