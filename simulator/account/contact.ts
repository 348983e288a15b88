/** Phone numbers and e-mail addresses: parsing, comparing and masking them as the provider does. */

/** Parsing and comparing numbers lives at the simulator's root (simulator/phone.ts), for every feature. */
import { HOME_DIALING_CODE, nationalNumber, phoneDigits } from '../phone';

export { dialingCode, HOME_DIALING_CODE, nationalNumber, phoneDigits, sameMobile } from '../phone';

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
