/**
 * The account record's "balance after" for the seeded history: walked back from the wallet's
 * opening balance, so between two movements the balance changes by the newer movement and the
 * bets in between, the newest movement's balance leads to the opening balance, and a story that
 * would go below 0 (the empty wallet) stops being told there.
 */
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator';
import { activityOf, seededBets } from '../../simulator/activity';
import { contextOf } from '../../simulator/kernel/context';
import { seededBalancesAfter, seededTransactions } from '../../simulator/ledger';
import { HISTORY_DAYS } from '../../simulator/timeline';

const cents = (n: number) => Math.round(n * 100);

function story(account: string) {
  const sim = createSimulator();
  const ctx = contextOf(sim);
  const member = ctx.db.member.findFirst({ where: { account: { equals: account } } })!;
  const act = activityOf(ctx, member.id);
  const after = seededBalancesAfter(ctx, act);
  const moves = Array.from({ length: HISTORY_DAYS }, (_, k) => seededTransactions(ctx, act, k))
    .flat()
    .filter((t) => t.moved)
    .sort((a, b) => b.transTime - a.transTime);
  const bets = Array.from({ length: HISTORY_DAYS }, (_, k) => seededBets(ctx, act, k)).flat();
  /** What the bets moved in (from, to]. */
  const betsBetween = (from: number, to: number) =>
    bets.reduce((sum, b) => {
      if (b.status === 'CANCELLED') return sum;
      let d = 0;
      if (b.betTime > from && b.betTime <= to) d -= cents(b.betAmount);
      if (b.status === 'SETTLED' && b.settleTime !== null && b.settleTime > from && b.settleTime <= to) d += cents(b.payout);
      return sum + d;
    }, 0);
  return { after, moves, betsBetween, opening: ctx.db.wallet.findFirst({ where: { memberId: { equals: member.id } } })!.openingBalance! };
}

describe('balance after each seeded movement', () => {
  it('player01: every movement has one, and consecutive ones differ by the newer movement and the bets between', () => {
    const { after, moves, betsBetween, opening } = story('player01');
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.every((t) => after.has(t.transId))).toBe(true);
    const newest = moves[0]!;
    expect(cents(after.get(newest.transId)!) + betsBetween(newest.transTime, Number.MAX_SAFE_INTEGER)).toBe(cents(opening));
    for (let i = 1; i < Math.min(moves.length, 40); i++) {
      const newer = moves[i - 1]!;
      const older = moves[i]!;
      expect(cents(after.get(newer.transId)!) - cents(after.get(older.transId)!)).toBe(cents(newer.amount) + betsBetween(older.transTime, newer.transTime));
    }
  });

  it('player02 (an empty wallet): the story stops where it would go below 0, and what it tells is never negative', () => {
    const { after, moves } = story('player02');
    expect(after.size).toBeLessThan(moves.length);
    expect([...after.values()].every((b) => b >= 0)).toBe(true);
  });
});
