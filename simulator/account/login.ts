/** What every successful login shares: a new session token and the login value (the session module's shape). */
import type { SimContext } from '../kernel/context';
import { ok } from '../kernel/envelope';
import type { MemberRow } from '../members';

/** The "Google authenticator" code the unregistered-IP verification accepts (method GOOGLE). */
export const SIMULATOR_GOOGLE_CODE = '135790';

/** The methods an unregistered-IP login may be verified with. */
export const LOGIN_VERIFY_METHODS = ['SMS', 'EMAIL', 'PAYEE_NAME', 'GOOGLE'] as const;

export function newToken(ctx: SimContext): string {
  if (ctx.unpredictableTokens) {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  let token = '';
  for (let i = 0; i < 4; i++)
    token += Math.floor(ctx.tokenRandom() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return token;
}

export function nextSessionSeq(ctx: SimContext): number {
  return ctx.db.session.getAll().reduce((max, s) => Math.max(max, s.seq), 0) + 1;
}

/** Opens a session for `member` and answers the login value. */
export function issueLogin(ctx: SimContext, member: MemberRow): Response {
  const token = newToken(ctx);
  ctx.db.session.create({ token, memberId: member.id, seq: nextSessionSeq(ctx) });
  const firstTimeLogin = member.firstTimeLogin;
  if (firstTimeLogin) ctx.db.member.update({ where: { id: { equals: member.id } }, data: { firstTimeLogin: false } });
  return ok({
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: member.passwordExpired,
  });
}
