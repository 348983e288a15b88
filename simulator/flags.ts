/**
 * The white-label module switches and the registration field rules, as every feature reads them:
 * the shell serves them (system status, /wps/system/whitelabel, /wps/system/setting/register), the
 * account workflows obey them (captcha, free play, registration, unregistered-IP check). The rows
 * are the shell's `whitelabelModule` and `registerRule` models.
 */
import type { ModId } from './config';
import type { SimDb } from './db';

export function moduleEnabled(db: SimDb, modId: string): boolean {
  return db.whitelabelModule.findFirst({ where: { modId: { equals: modId } } })?.enabled ?? false;
}

/** Sets white-label flags; unknown modules become new top-level nodes. */
export function applyFlags(db: SimDb, flags: Record<ModId, boolean>): void {
  for (const [modId, enabled] of Object.entries(flags)) {
    const found = db.whitelabelModule.findFirst({ where: { modId: { equals: modId } } });
    if (found) db.whitelabelModule.update({ where: { modId: { equals: modId } }, data: { enabled } });
    else db.whitelabelModule.create({ modId, parentModId: '', enabled, sort: db.whitelabelModule.count() });
  }
}

/**
 * The field rules as served (and as the registration handlers check them). While REGMOBVERF3
 * is on, the synthetic verificationCode rule (`type: 'SMS'`) is on and required, and so is
 * mobileNum: the code goes to the mobile being registered.
 */
export function registerRules(db: SimDb): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const smsOn = moduleEnabled(db, 'REGMOBVERF3');
  for (const r of [...db.registerRule.getAll()].sort((a, b) => a.sort - b.sort)) {
    const sms = r.field === 'verificationCode';
    out[r.field] = {
      enabled: sms ? r.enabled && smsOn : r.enabled,
      required: sms ? r.enabled && smsOn : r.required || (r.field === 'mobileNum' && r.enabled && smsOn),
      acceptedPattern: r.acceptedPattern,
      patternId: r.patternId,
      minLength: r.minLength,
      maxLength: r.maxLength,
      ...(r.type ? { type: r.type } : {}),
    };
  }
  return out;
}

/** acceptedPattern (`*` = anything) and the length bounds. */
export function matchesRule(rule: { acceptedPattern: string; minLength: number; maxLength: number }, value: string): boolean {
  if (rule.minLength > 0 && value.length < rule.minLength) return false;
  if (rule.maxLength > 0 && value.length > rule.maxLength) return false;
  const pattern = rule.acceptedPattern;
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}
