/**
 * Personal profit and loss (ODSFE2_getPersonalProfit, designed; spec §2 personalProfit): per day
 * of the player's own time zone (`tzOffset`, minutes east of UTC), the member's bets (count, amount,
 * valid bet, win/loss; the betting record's rows) and the bonuses and rebates credited (the
 * account record's rows that moved money), with profit = win/loss + bonus + rebate. Days without
 * activity are left out; newest first; the period's sums in `summary`. With a gameType only the
 * bets of that type count (bonuses and rebates belong to no game type).
 */
import type { HttpHandler } from 'msw';
import { RECORD_GAME_TYPES } from '../../gateway/member/contract';
import { cents } from '../activity';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { DAY } from '../seed-date';
import { betHistory, recordQuery, transactionHistory, type RecordQuery } from './records';

interface Figures {
  betCount: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  rebate: number;
}

const empty = (): Figures => ({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, bonus: 0, rebate: 0 });

/** Figures in cents → the wire's amounts, with the profit. */
const wire = (f: Figures) => ({
  betCount: f.betCount,
  betAmount: f.betAmount / 100,
  validBet: f.validBet / 100,
  winLoss: f.winLoss / 100,
  bonus: f.bonus / 100,
  rebate: f.rebate / 100,
  profit: (f.winLoss + f.bonus + f.rebate) / 100,
});

export function personalProfit(ctx: SimContext, memberId: number, q: RecordQuery, tzOffsetMinutes: number) {
  const shift = tzOffsetMinutes * 60_000;
  const dayOf = (t: number) => Math.floor((t + shift) / DAY) * DAY - shift;
  const days = new Map<number, Figures>();
  const total = empty();
  const at = (t: number) => {
    const d = dayOf(t);
    let f = days.get(d);
    if (!f) days.set(d, (f = empty()));
    return f;
  };
  for (const b of betHistory(ctx, memberId, q).rows) {
    for (const f of [at(b.betTime), total]) {
      f.betCount += 1;
      f.betAmount += cents(b.betAmount);
      f.validBet += cents(b.validBet);
      f.winLoss += cents(b.winLoss);
    }
  }
  if (!q.filter) {
    for (const t of transactionHistory(ctx, memberId, { ...q, filter: '' }).rows) {
      if (!t.moved || t.amount <= 0 || (t.transType !== 'BONUS' && t.transType !== 'REBATE')) continue;
      const key = t.transType === 'BONUS' ? 'bonus' : 'rebate';
      for (const f of [at(t.transTime), total]) f[key] += cents(t.amount);
    }
  }
  const rows = [...days.entries()].sort((a, b) => b[0] - a[0]).map(([day, f]) => ({ day, ...wire(f) }));
  return { rows, summary: wire(total) };
}

export function profitHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'personalProfit', ({ input, auth: { member } }) => {
      const q = recordQuery(input, input.gameType, RECORD_GAME_TYPES);
      const tz = input.tzOffset ?? 0;
      if (!q || Math.abs(tz) > 14 * 60) return fail('request.param.err');
      const { rows, summary } = personalProfit(ctx, member.id, q, tz);
      const start = (q.pageNo - 1) * q.pageSize;
      return ok({ list: rows.slice(start, start + q.pageSize), totalCount: rows.length, totalPages: Math.ceil(rows.length / q.pageSize), summary });
    }),
  ];
}
