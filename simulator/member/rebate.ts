/**
 * Manual rebate (MCSFE_getCustomerRebateSettingByProductType, whose answer is designed;
 * MCSFE_claimManualRebate and MCSFE_getManualRebateRecords, designed): per product type, a rate of the valid bets placed since the last
 * claim of that type — today's seeded bets (history day 0) and the bets placed live — claimable
 * into the main wallet through the ledger (a REBATE movement whose remark names the type, which
 * also marks the claim's time, and a `rebateClaim` row with the valid bet it paid on); and the
 * history of the claims, seeded (rebate-history.ts, the same claims the account record lists as
 * REBATE movements) and live, by period and product type. The weekly rebate of the seeded
 * history (ledger.ts) is another promotion, not a claim.
 */
import type { HttpHandler } from 'msw';
import { MIN_REBATE_CLAIM, RECORD_GAME_TYPES } from '../../gateway/member/contract';
import { activityOf, cents, daySummary } from '../activity';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { post } from '../ledger';
import { pageOf, readRecordQuery, type RecordQuery } from '../report-query';
import { historyDay, historyDaysIn } from '../timeline';
import { REBATE_RATES, rebateMarker, rebateOf, rebateRemark, seededRebateClaims, type RebateClaimRecord } from './rebate-history';

/** When the member last claimed this type's rebate (null: never). */
function lastClaim(ctx: SimContext, memberId: number, type: string): number | null {
  let at: number | null = null;
  for (const t of ctx.db.transaction.findMany({ where: { memberId: { equals: memberId }, transType: { equals: 'REBATE' } } })) {
    if (t.remark.startsWith(rebateMarker(type)) && (at === null || t.transTime > at)) at = t.transTime;
  }
  return at;
}

/** Per type: valid bets since the last claim, the rate, the claimable amount. */
export function claimable(ctx: SimContext, memberId: number) {
  const act = activityOf(ctx, memberId);
  const [today] = historyDay(ctx, 0);
  const live = ctx.db.bet.findMany({ where: { memberId: { equals: memberId } } });
  return RECORD_GAME_TYPES.map((gameType) => {
    const since = lastClaim(ctx, memberId, gameType);
    // Seeded bets all lie before the simulator's start, so a claim (made live) already covered them.
    let valid = since === null ? cents(daySummary(ctx, act, 0, gameType).validBet) : 0;
    for (const b of live) if (b.gameType === gameType && b.betTime >= today && (since === null || b.betTime > since)) valid += cents(b.validBet);
    const rate = REBATE_RATES[gameType];
    return { gameType, validBet: valid / 100, rate, amount: rebateOf(valid / 100, rate) };
  });
}

/** The member's claims in a period, newest first, of one product type or all, and the period's totals. */
export function claimHistory(
  ctx: SimContext,
  memberId: number,
  q: RecordQuery,
): { rows: RebateClaimRecord[]; summary: { count: number; validBet: number; amount: number } } {
  const act = activityOf(ctx, memberId);
  const keep = (c: { claimTime: number; gameType: string }) => c.claimTime >= q.begin && c.claimTime < q.end && (!q.filter || c.gameType === q.filter);
  const rows: RebateClaimRecord[] = [];
  for (const k of historyDaysIn(ctx, q.begin, q.end)) for (const c of seededRebateClaims(ctx, act, k)) if (keep(c)) rows.push(c);
  for (const c of ctx.db.rebateClaim.findMany({ where: { memberId: { equals: memberId } } })) {
    if (keep(c))
      rows.push({
        transId: c.transId,
        claimTime: c.claimTime,
        gameType: c.gameType,
        validBet: c.validBet,
        rate: c.rate,
        amount: c.amount,
        remark: rebateRemark(c.gameType, c.rate),
      });
  }
  // Newest first; one claim's types in the product order.
  rows.sort((a, b) => b.claimTime - a.claimTime || RECORD_GAME_TYPES.indexOf(a.gameType as never) - RECORD_GAME_TYPES.indexOf(b.gameType as never));
  let validBet = 0;
  let amount = 0;
  for (const r of rows) {
    validBet += cents(r.validBet);
    amount += cents(r.amount);
  }
  return { rows, summary: { count: rows.length, validBet: validBet / 100, amount: amount / 100 } };
}

export function rebateHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // productType narrows the list to one type ('' or none: every type).
    endpoint(ctx, 'manualRebate', ({ input, auth: { member } }) => {
      const type = (input.productType ?? '').trim().toUpperCase();
      if (type && !(RECORD_GAME_TYPES as readonly string[]).includes(type)) return fail('request.param.err');
      return ok({ list: claimable(ctx, member.id).filter((r) => !type || r.gameType === type), minClaim: MIN_REBATE_CLAIM });
    }),

    // The claims: the report shape (beginTime, endTime, pageNo, pageSize, gameType); the period's rules are readRecordQuery's.
    endpoint(ctx, 'rebateClaims', ({ url, auth: { member } }) => {
      const q = readRecordQuery(url, 'gameType', RECORD_GAME_TYPES);
      if (!q) return fail('request.param.err');
      const { rows, summary } = claimHistory(ctx, member.id, q);
      const p = pageOf(rows, q);
      return ok({ ...p, list: p.list.map(({ remark: _remark, ...row }) => row), summary });
    }),

    // { gameType } or { all: true }, plain JSON.
    endpoint(ctx, 'claimRebate', ({ input, auth: { member } }) => {
      const all = input.all === true;
      const type = (input.gameType ?? '').toUpperCase();
      if (!all && !(RECORD_GAME_TYPES as readonly string[]).includes(type)) return fail('request.param.err');
      const due = claimable(ctx, member.id).filter((r) => (all || r.gameType === type) && r.amount >= MIN_REBATE_CLAIM);
      if (due.length === 0) return fail('rebate.below.minimum');
      let paid = 0;
      let transId = '';
      for (const r of due) {
        const posted = post(ctx, { memberId: member.id, type: 'REBATE', amount: r.amount, remark: rebateRemark(r.gameType, r.rate) });
        if (!posted.ok) return fail(posted.errorCode);
        ctx.db.rebateClaim.create({
          transId: posted.value.transId,
          memberId: member.id,
          claimTime: posted.value.transTime,
          gameType: r.gameType,
          validBet: r.validBet,
          rate: r.rate,
          amount: r.amount,
        });
        paid += cents(r.amount);
        transId = posted.value.transId;
      }
      return ok({ amount: paid / 100, transId });
    }),
  ];
}
