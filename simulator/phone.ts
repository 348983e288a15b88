/**
 * Phone numbers as the provider compares them (every feature that registers or finds members by
 * mobile): the home dialing code, the digits of a typed number, the national number, equality.
 */

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
  const text = String(raw)
    .trim()
    .replace(/[\s\-().]/g, '')
    .replace(/^\+/, '');
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
