/** Finding members (by account, mobile, invitation code) and adding the ones who join at run time. */
import { isAgentType } from '../../gateway/account/contract';
import type { SimContext } from '../kernel/context';
import type { MemberRow } from '../members';
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

/** Adding a member lives at the simulator's root (simulator/members.ts), for every feature that adds one. */
export { addMember } from '../members';
