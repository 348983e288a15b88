/**
 * The team overview (spec §2): for a period [beginTime, endTime), the agent's team below it — its
 * size, the members who joined, those who bet, deposits and withdrawals that went through, valid
 * bets and the team's profit and loss (the players' view) — and the same per day, for the chart.
 * Seeded history (activity.ts, ledger.ts) and live rows together, so every figure is a sum of
 * records the members' own pages show.
 */
import { daySummary } from '../activity';
import type { SimContext } from '../kernel/context';
import { seededTransactions } from '../ledger';
import { DAY } from '../seed-date';
import { historyDay, historyDaysIn, presentSeedTime } from '../timeline';
import { activitiesOf, teamOf } from './team';

/** The longest period the overview sums (days). */
export const OVERVIEW_MAX_DAYS = 31;

interface Day {
  day: number;
  validBet: number;
  profitLoss: number;
  activeMembers: number;
}

export function teamOverview(ctx: SimContext, agent: string, beginTime: number, endTime: number) {
  const team = teamOf(ctx, agent).slice(1);
  const ids = new Set(team.map((m) => m.id));
  const days = new Map<number, Day & { who: Set<number> }>();
  const dayOf = (at: number) => {
    const start = Math.floor((at - beginTime) / DAY) * DAY + beginTime;
    let d = days.get(start);
    if (!d) days.set(start, (d = { day: start, validBet: 0, profitLoss: 0, activeMembers: 0, who: new Set() }));
    return d;
  };
  for (let t = beginTime; t < endTime; t += DAY) dayOf(t);
  let deposits = 0;
  let withdrawals = 0;
  const active = new Set<number>();
  const ks = historyDaysIn(ctx, beginTime, endTime);
  const acts = activitiesOf(ctx, team);
  for (const [i, m] of team.entries()) {
    const act = acts[i]!;
    for (const k of ks) {
      const [from] = historyDay(ctx, k);
      // A history day is a UTC day; the period's days are the agent's own: count the day where it starts.
      const s = daySummary(ctx, act, k);
      if (s.betCount > 0) {
        const d = dayOf(Math.max(from, beginTime));
        d.validBet += Math.round(s.validBet * 100);
        d.profitLoss += Math.round(s.winLoss * 100);
        d.who.add(m.id);
        active.add(m.id);
      }
      for (const tr of seededTransactions(ctx, act, k)) {
        if (tr.status !== 'SUCCESS' || tr.transTime < beginTime || tr.transTime >= endTime) continue;
        if (tr.transType === 'DEPOSIT') deposits += Math.round(tr.amount * 100);
        if (tr.transType === 'WITHDRAW') withdrawals += Math.round(-tr.amount * 100);
      }
    }
  }
  for (const b of ctx.db.bet.getAll()) {
    if (!ids.has(b.memberId) || b.betTime < beginTime || b.betTime >= endTime || b.status !== 'SETTLED') continue;
    const d = dayOf(b.betTime);
    d.validBet += Math.round(b.validBet * 100);
    d.profitLoss += Math.round(b.winLoss * 100);
    d.who.add(b.memberId);
    active.add(b.memberId);
  }
  for (const tr of ctx.db.transaction.getAll()) {
    if (!ids.has(tr.memberId) || tr.status !== 'SUCCESS' || tr.transTime < beginTime || tr.transTime >= endTime) continue;
    if (tr.transType === 'DEPOSIT') deposits += Math.round(tr.amount * 100);
    if (tr.transType === 'WITHDRAW') withdrawals += Math.round(-tr.amount * 100);
  }
  const list = [...days.values()].filter((d) => d.day < endTime).sort((a, b) => a.day - b.day);
  const sum = (f: (d: Day) => number) => list.reduce((n, d) => n + f(d), 0);
  return {
    teamSize: team.length,
    newMembers: team.filter((m) => {
      const at = presentSeedTime(ctx, m.regDate);
      return at >= beginTime && at < endTime;
    }).length,
    activeMembers: active.size,
    deposits: deposits / 100,
    withdrawals: withdrawals / 100,
    validBet: sum((d) => d.validBet) / 100,
    profitLoss: sum((d) => d.profitLoss) / 100,
    days: list.map((d) => ({ day: d.day, validBet: d.validBet / 100, profitLoss: d.profitLoss / 100, activeMembers: d.who.size })),
  };
}
