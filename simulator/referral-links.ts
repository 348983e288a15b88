/**
 * Agents' referral links, as the agent centre hands them out (simulator/agent/centre.ts) and the
 * registration reads them back (simulator/account/handlers/register.ts): the site's /register with
 * the agent's invitation code, and `accountType=AGENT` on the link that signs up a downline agent.
 */

/** The sign-up kinds a referral link (and a direct registration) makes: a member, or a downline agent. */
export const SIGN_UP_TYPES = { PLAYER: 0, AGENT: 1 } as const;
export type SignUpType = keyof typeof SIGN_UP_TYPES;

export function referralLink(origin: string, code: string, type: SignUpType): { type: SignUpType; url: string } {
  const url = new URL('/register', origin);
  url.searchParams.set('affiliateCode', code);
  if (type === 'AGENT') url.searchParams.set('accountType', 'AGENT');
  return { type, url: url.href };
}

/**
 * The account type a registration makes: an agent only when it came through that agent's own
 * agent link (the registerUrl the app sends is the address the form was opened at); else a member.
 */
export function signUpTypeFrom(registerUrl: string, affiliateCode: string): number {
  try {
    const q = new URL(registerUrl).searchParams;
    const code = (q.get('affiliateCode') ?? q.get('code') ?? '').trim().toUpperCase();
    return q.get('accountType') === 'AGENT' && code !== '' && code === affiliateCode.trim().toUpperCase() ? SIGN_UP_TYPES.AGENT : SIGN_UP_TYPES.PLAYER;
  } catch {
    return SIGN_UP_TYPES.PLAYER;
  }
}
