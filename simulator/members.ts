/**
 * Members and sessions as every feature sees them: the row types and the member behind a
 * request's `Authorization` token (route() checks it for token endpoints; the games' trial
 * launch looks for it on its own). The models are account's.
 */
import type { SimContext } from './context';
import type { Row } from './db';

export type MemberRow = Row<'member'>;
export type SessionRow = Row<'session'>;

export interface Auth {
  session: SessionRow;
  member: MemberRow;
}

/** The session named by the raw `Authorization` token, if it is live. */
export function findAuth(ctx: SimContext, request: Request): Auth | undefined {
  const token = request.headers.get('Authorization')?.trim();
  if (!token) return undefined;
  const session = ctx.db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return undefined;
  const member = ctx.db.member.findFirst({ where: { id: { equals: session.memberId } } });
  if (!member) return undefined;
  return { session, member };
}
