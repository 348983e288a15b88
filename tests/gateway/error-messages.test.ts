/**
 * Every error code the simulator can answer has a message of ours in en, cn and th: the server's
 * own text (English, "System error, please try again later") never reaches a Thai screen.
 * The codes are read from the simulator's source: every `fail('…')`, every `errorCode: '…'`,
 * every refusal a check returns, and the simulator's message table. A code that belongs under a
 * field is mapped by its form's refusal table (`'code': { field, error: { key } }` in a machine)
 * instead of the global table; its message is checked in the namespace the key names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_KEYS } from '../../gateway/error-messages';
import { GatewayError, messageKeyFor, registerMessageKeys } from '../../gateway/errors';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Error codes in the simulator's source. */
function simulatorCodes(): Set<string> {
  const codes = new Set<string>();
  const add = (re: RegExp, text: string) => {
    for (const m of text.matchAll(re)) codes.add(m[1]!);
  };
  for (const file of sources(join(root, 'simulator'))) {
    const text = readFileSync(file, 'utf8');
    add(/\bfail\(\s*'([^']+)'/g, text);
    add(/\berrorCode:\s*'([^']+)'/g, text);
    add(/\brefuse\(\s*'([^']+)'/g, text);
    if (/simulator\/account\/(sms|geetest|firebase)\.ts$/.test(file)) add(/return '([^']+)';/g, text);
    if (file.endsWith('simulator/kernel/envelope.ts')) {
      const table = /const MESSAGES[^{]*\{([\s\S]*?)\n\};/.exec(text)?.[1] ?? '';
      add(/^\s*'?([\w.]+)'?:/gm, table);
    }
  }
  for (const notACode of ['ok', 'none']) codes.delete(notACode);
  return codes;
}

/**
 * Codes a form's refusal table maps to a field, with the catalogue keys each names (when literal),
 * qualified: an unqualified key is the shell's or the machine's own feature namespace's (the
 * views of a feature read their namespace first, then the shell's).
 */
function fieldRefusals(): Map<string, string[][]> {
  const refusals = new Map<string, string[][]>();
  for (const file of sources(join(root, 'machines'))) {
    const text = readFileSync(file, 'utf8');
    const feature = /machines\/(\w+)\//.exec(file)?.[1] ?? 'shell';
    for (const m of text.matchAll(/^\s*'([\w.]+)':\s*\{\s*field:\s*'\w+',\s*(?:error:\s*\{\s*key:\s*'([^']+)'|key:\s*'([^']+)'|error:\s*(\w+))/gm)) {
      const key = m[2] ?? m[3];
      const candidates = !key ? [] : key.includes(':') ? [[key]] : [[`shell:${key}`, `${feature}:${key}`]];
      refusals.set(m[1]!, [...(refusals.get(m[1]!) ?? []), ...candidates]);
    }
  }
  return refusals;
}

function lookup(catalogue: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

const shell = Object.fromEntries(
  ['en', 'cn', 'th'].map((l) => [l, JSON.parse(readFileSync(join(root, `locales/${l}/shell.json`), 'utf8')) as Record<string, unknown>]),
);

describe('error messages', () => {
  const codes = simulatorCodes();

  it('finds the codes the simulator answers', () => {
    // A sanity check of the scan itself: codes from each kind of source.
    for (const c of [
      'unknown.system.err',
      'login.cred.err',
      'account.balance.not.enough',
      'validate_verification_code_invalid',
      'challenge.failed',
      'not.exists.transaction',
      'no.data',
    ]) {
      expect(codes).toContain(c);
    }
  });

  const refusals = fieldRefusals();

  it('maps every code the simulator can answer to a catalogue key, globally or under a form field', () => {
    const unmapped = [...codes].filter((c) => !(c in ERROR_MESSAGE_KEYS) && !refusals.has(c)).sort();
    expect(unmapped).toEqual([]);
  });

  it('has every field refusal message in en, cn and th, in the namespace its key names', () => {
    expect(refusals.get('exists.bank.card')).toEqual([['account:security.errors.bankCardExists']]);
    const catalogue = (lang: string, ns: string) => {
      const path = join(root, `locales/${lang}/${ns}.json`);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
    };
    const found = (lang: string, qualified: string) => {
      const [ns, key] = qualified.split(':') as [string, string];
      const text = lookup(catalogue(lang, ns), key);
      return typeof text === 'string' && text !== '';
    };
    const missing: string[] = [];
    for (const [code, alternatives] of refusals) {
      for (const candidates of alternatives) {
        for (const lang of ['en', 'cn', 'th']) {
          if (!candidates.some((q) => found(lang, q))) missing.push(`${lang} ${candidates.join(' | ')} (${code})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every mapped message in en, cn and th, and the th/cn text is not the English', () => {
    const missing: string[] = [];
    for (const [code, key] of Object.entries(ERROR_MESSAGE_KEYS)) {
      for (const lang of ['en', 'cn', 'th']) {
        const text = lookup(shell[lang]!, key);
        if (typeof text !== 'string' || text === '') missing.push(`${lang} ${key} (${code})`);
        else if (lang !== 'en' && text === lookup(shell.en!, key)) missing.push(`${lang} ${key} is the English text`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives the server\'s "System error" a message of ours, not the server\'s words', () => {
    registerMessageKeys(ERROR_MESSAGE_KEYS);
    const e = new GatewayError({ kind: 'business', code: 'unknown.system.err', status: 500, serverMessage: 'System error, please try again later' });
    expect(e.toJSON().messageKey).toBe('errors.systemError');
    // useErrorText shows serverMessage only for errors.unknown: this one is translated.
    expect(messageKeyFor(e)).not.toBe('errors.unknown');
    expect(lookup(shell.th!, 'errors.systemError')).toBe('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
  });

  /**
   * The legacy catalogue C4 (500cai/500cai Preview/Mobile/m/resource/message_zh-CN.properties,
   * gateway-protocol §3.3): its code-like keys, transcribed. Left out: the front end's own form
   * texts (`loginForm_*`, `registerForm_*`, `transfersForm_*`, `bindCardForm_*`, `withdrawForm_*`,
   * `depositForm_*`), its club and promotion labels, game names, URLs and the keys with spaces.
   */
  const C4_CODES = [
    'unknown.system.err',
    'system.not.available',
    'request.param.err',
    'request.success',
    'ods.err',
    'network.timeout',
    'login.cred.err',
    'no.data',
    'login.not.session',
    'login.pwd.forbidden.err',
    'login.denied',
    'login.success',
    'login.token.failed',
    'user.or.token.invalid',
    'fund_account_low_banlance',
    'fund_account_payment_pwd_error',
    'account.balance.not.enough',
    'WALLET_BALANCE_NOT_ENOUGH',
    'wallet.is.locked',
    'agent.lower.rebate.limit',
    'account.booked.trans.confirmed',
    'account.booked.trans.cancelled',
    'account.amount.negative',
    'account.amount.positive',
    'account.transfer.processing',
    'account.transfer.exceed.max',
    'account.transfer.exceed.min',
    'exists.account.err',
    'exists.username.err',
    'exists.platform.transfer.rec',
    'exists.transaction',
    'exists.prom.claim.ip',
    'not.exists.account.err',
    'not.exists.transaction',
    'not.exists.user',
    'not.exists.mail',
    'not.exists.prom.deposit',
    'deposit.invalid.amount',
    'not.exists.agent.rebate',
    'promotion.budget.exceeded',
    'empty.username',
    'empty.amount',
    'promotion.claim.success',
    'promotion.id.invalid',
    'promotion.claim.fail',
    'prom.claim.invalid.ip',
    'prom.claim.req.field',
    'prom.claim.processed',
    'prom.claim.expired',
    'exists.bank.card',
    'withdraw.bank.card.max',
    'withdraw.bank.card.fail',
    'withdraw.amount.limit',
    'withdraw.reach.max.count',
    'transaction.not.created',
    'transaction.failed',
    'invalid.payment.pw',
    'expired.affiliate.url',
    'function.not.available',
    'message.sent',
    'invalid.rebate.value',
    'user.token.expired',
    'prom.pnl.less.threshold',
    'too.much.request',
    'TOO_MANY_REQUEST',
    'not_verified_mobileNo',
    'PARAMETER_ERROR',
    'not_updated_mobileNo',
    'get_verification_code_success',
    'validate_verification_code_success',
    'validate_verification_code_error',
    'validate_verification_code_invalid',
    'balance.greater.lower',
    'switch.limit.reached',
    'WALLET_TRANSFER_BUSY',
    'prom.balance.greater.lower',
    'max.attempt.limit',
    'login_userNamePassword_required',
    'login_userName_required',
    'login_password_required',
    'login_userName_invalid',
    'login_password_invalid',
    'login_failed',
    'format.qq.err',
    'exists.email.err',
    'exists.qq.err',
    'exists.mobile.err',
    'modify.new.confirm.diff',
  ];
  /** The TCG client's session and special errors (N1 44515249376 handleApiError) and the newer clients' codes (gateway-protocol §3.3). */
  const NEWER_CODES = [
    'token_ip_different',
    'user.or.token.invalid',
    'login.not.session',
    'CUSTOMER_NOT_LOGIN',
    'merchant.acct.setup.err',
    'login_verify_required',
    'TOO_MANY_REQUEST',
    'TOO_MANY_REQUESTS',
    'bind_customer_required',
    'request_param_err',
    'request_body_required',
  ];

  it('gives every code of the legacy catalogue C4 and of the session and special lists a message in en, cn and th', () => {
    const missing: string[] = [];
    for (const code of [...C4_CODES, ...NEWER_CODES]) {
      const key = ERROR_MESSAGE_KEYS[code];
      if (!key) {
        missing.push(`${code}: no catalogue key`);
        continue;
      }
      for (const lang of ['en', 'cn', 'th']) {
        const text = lookup(shell[lang]!, key);
        if (typeof text !== 'string' || text === '') missing.push(`${lang} ${key} (${code})`);
        else if (lang !== 'en' && text === lookup(shell.en!, key)) missing.push(`${lang} ${key} (${code}) is the English text`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("says C4's Chinese for the codes whose Chinese it gives word for word", () => {
    // A few C4 texts our cn catalogue keeps as they are (the rest are reworded to one voice).
    expect(lookup(shell.cn!, ERROR_MESSAGE_KEYS['exists.bank.card']!)).toBe('该银行卡已被绑定');
    expect(lookup(shell.cn!, ERROR_MESSAGE_KEYS['switch.limit.reached']!)).toBe('更换次数已用完');
  });
});
