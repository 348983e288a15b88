/** Phone numbers and e-mail addresses: parsing, comparing and masking them as the provider does. */

/** The brand's home dialing code (members' mobiles are stored in the local 0-prefixed form). */
export const HOME_DIALING_CODE = '66';

/** `'+66'`, `'66'`, `66`, absent → `'66'`. */
export function dialingCode(raw: unknown): string {
  const digits = String(raw ?? '').replace(/\D/g, '');
  return digits || HOME_DIALING_CODE;
}

/** The digits of a phone number with spaces, dashes, dots, brackets and a leading `+` removed; `null` if anything else is in it. */
export function phoneDigits(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw).trim().replace(/[\s\-().]/g, '').replace(/^\+/, '');
  return /^[0-9]*$/.test(text) ? text : null;
}

/** The national significant number: no country code prefix, no trunk zeros. `'0812345601'` → `'812345601'`. */
export function nationalNumber(digits: string, code = HOME_DIALING_CODE): string {
  let d = digits;
  if (d.length >= code.length + 9 && d.startsWith(code)) d = d.slice(code.length);
  return d.replace(/^0+/, '');
}

export function sameMobile(a: string, b: string): boolean {
  const na = nationalNumber(phoneDigits(a) ?? '');
  return na !== '' && na === nationalNumber(phoneDigits(b) ?? '');
}

/** `'0898764321'` → `'+66*****4321'` */
export function maskPhone(mobile: string, code = HOME_DIALING_CODE): string {
  const n = nationalNumber(phoneDigits(mobile) ?? '', code);
  return `+${code}${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
}

/** `'traveller01@croupier.test'` → `'tr***@croupier.test'` */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** '0812345601' → '081****601' (member info). */
export function maskMobile(mobile: string): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}
