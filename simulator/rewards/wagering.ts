/**
 * Wagering (spec §2 promotions: live wagering progress of a claimed bonus). Every real-money bet
 * (ledger.placeBet: the demo game's Spin) counts its valid bet toward the turnover of the
 * member's claimed (CLAIMED) and joined (SIGNED) promotions that have a requirement, up to that
 * requirement; a promotion bound to one game type (the fishing tournament) counts only those bets.
 */
import type { SimContext } from '../kernel/context';

export function addWagering(ctx: SimContext, memberId: number, bet: { gameType: string; validBet: number }): void {
  if (!(bet.validBet > 0)) return;
  const claims = ctx.db.promotionClaim.findMany({ where: { memberId: { equals: memberId } } });
  for (const c of claims) {
    if ((c.status !== 'CLAIMED' && c.status !== 'SIGNED') || c.turnoverRequired == null || c.turnoverRequired <= 0) continue;
    const actual = c.turnoverActual ?? 0;
    if (actual >= c.turnoverRequired) continue;
    const gameType = ctx.db.promotion.findFirst({ where: { id: { equals: c.promotionId } } })?.gameType ?? '';
    if (gameType !== '' && gameType !== bet.gameType) continue;
    const next = Math.min(c.turnoverRequired, Math.round((actual + bet.validBet) * 100) / 100);
    ctx.db.promotionClaim.update({ where: { claimId: { equals: c.claimId } }, data: { turnoverActual: next } });
  }
}
