/** Finding members (by account, mobile, invitation code) and adding the ones who join at run time. */
import { isAgentType } from '../../gateway/account/contract';
import { getBrand, type SimContext } from '../context';
import type { MemberRow } from '../members';
import { openWallet } from '../wallets';
import { sameMobile } from './contact';

export function findMemberByMobile(ctx: SimContext, mobile: string): MemberRow | undefined {
  return ctx.db.member.getAll().find((m) => m.mobile !== '' && sameMobile(m.mobile, mobile));
}

export function findMemberByAccount(ctx: SimContext, account: string): MemberRow | undefined {
  return ctx.db.member.findFirst({ where: { account: { equals: account.trim().toLowerCase() } } }) ?? undefined;
}

/** The agent whose invitation code `code` is (any case). */
export function agentByCode(ctx: SimContext, code: string): MemberRow | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  return ctx.db.member.getAll().find((m) => isAgentType(m.type) && m.affiliateCode !== '' && m.affiliateCode.toUpperCase() === wanted);
}

type NewMember = Pick<MemberRow, 'account' | 'password' | 'type'> &
  Partial<Pick<MemberRow, 'nickname' | 'email' | 'mobile' | 'firstTimeLogin' | 'payeeName' | 'upline' | 'profile'>>;

/** A member who joins now (registration, free play): the next free id, the brand's currency, a wallet holding `balance`. */
export function addMember(ctx: SimContext, fields: NewMember, balance: number): MemberRow {
  const db = ctx.db;
  const brand = getBrand(ctx);
  const id = db.member.getAll().reduce((max, m) => Math.max(max, m.id), 100000) + 1;
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
