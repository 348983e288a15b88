/**
 * Members and sessions as every feature sees them: the row types and the member behind a
 * request's `Authorization` token (route() checks it for token endpoints; the games' trial
 * launch looks for it on its own). The models are account's.
 */
import { trialSessionLive } from './account/trials';
import { getBrand, type SimContext } from './kernel/context';
import { openWallet } from './wallets';
import type { Row } from './db';

export type MemberRow = Row<'member'>;
export type SessionRow = Row<'session'>;

export interface Auth {
  session: SessionRow;
  member: MemberRow;
}

/** The session named by the raw `Authorization` token, if it is live (a free-play trial's expires when idle). */
export function findAuth(ctx: SimContext, request: Request): Auth | undefined {
  const token = request.headers.get('Authorization')?.trim();
  if (!token) return undefined;
  const session = ctx.db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return undefined;
  const member = ctx.db.member.findFirst({ where: { id: { equals: session.memberId } } });
  if (!member || !trialSessionLive(ctx, member)) return undefined;
  return { session, member };
}

type NewMember = Pick<MemberRow, 'account' | 'password' | 'type'> &
  Partial<Pick<MemberRow, 'id' | 'nickname' | 'email' | 'mobile' | 'firstTimeLogin' | 'payeeName' | 'upline' | 'profile'>>;

/**
 * A member who joins now (registration, free play): the next free id (or the id given: a
 * recycled trial's), the brand's currency, a wallet holding `balance`.
 */
export function addMember(ctx: SimContext, fields: NewMember, balance: number): MemberRow {
  const db = ctx.db;
  const brand = getBrand(ctx);
  const id = fields.id ?? db.member.getAll().reduce((max, m) => Math.max(max, m.id), 100000) + 1;
  const member = db.member.create({
    id,
    nickname: '',
    email: '',
    mobile: '',
    passwordExpired: false,
    firstTimeLogin: false,
    currency: brand.currency,
    regDate: ctx.clock.now(),
    vipLabel: '',
    payeeName: '',
    affiliateCode: '',
    upline: '',
    loginVerify: false,
    profile: '{}',
    ...fields,
  });
  openWallet(db, id, balance, brand);
  return member;
}
