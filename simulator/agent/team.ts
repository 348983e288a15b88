/**
 * agent01's team (three levels below it, a few hundred members): who is whose downline
 * (`member.upline`), and the team's figures from the seeded activity (activity.ts), so every
 * total the agent centre shows is the sum of real seeded bets.
 */
import { daySummary, type Activity } from '../activity';
import { cached, type SimContext } from '../kernel/context';
import type { MemberRow } from '../members';

export function memberByAccount(ctx: SimContext, account: string): MemberRow | null {
  return ctx.db.member.findFirst({ where: { account: { equals: account } } });
}

/** The direct downlines of an account. */
export function directDownlines(ctx: SimContext, account: string): MemberRow[] {
  return ctx.db.member.findMany({ where: { upline: { equals: account } } });
}

/** The account's whole team below it (every level), itself included. */
export function teamOf(ctx: SimContext, account: string): MemberRow[] {
  const self = memberByAccount(ctx, account);
  if (!self) return [];
  const out: MemberRow[] = [self];
  for (let i = 0; i < out.length; i++) out.push(...directDownlines(ctx, out[i]!.account));
  return out;
}

/**
 * Each member's activity row, looked up once (a db lookup per member and day would cost seconds
 * for a team of hundreds): what daySummary and seededTransactions take instead of a member.
 */
export function activitiesOf(ctx: SimContext, members: readonly MemberRow[]): Activity[] {
  const rows = new Map(ctx.db.activity.getAll().map((a) => [a.memberId, a]));
  return members.map((m) => {
    const row = rows.get(m.id);
    const profile = row && (row.profile === 'heavy' || row.profile === 'light') ? row.profile : 'none';
    return { memberId: m.id, profile, since: row?.since ?? 0 };
  });
}

export interface TeamFigures {
  activeMembers: number;
  validBet: number;
  profitLoss: number;
}

/** The team's totals over history days [from, to] (k, newest = 1: yesterday, the last whole day). */
export function teamFigures(ctx: SimContext, account: string, days: number): TeamFigures {
  return cached(ctx, `agent:figures:${account}:${days}:${ctx.db.member.count()}`, () => {
    let activeMembers = 0;
    let validBet = 0;
    let profitLoss = 0;
    for (const m of activitiesOf(ctx, teamOf(ctx, account))) {
      let active = false;
      for (let k = 1; k <= days; k++) {
        const s = daySummary(ctx, m, k);
        if (s.betCount > 0) active = true;
        validBet += Math.round(s.validBet * 100);
        profitLoss += Math.round(s.winLoss * 100);
      }
      if (active) activeMembers++;
    }
    return { activeMembers, validBet: validBet / 100, profitLoss: profitLoss / 100 };
  });
}
