/**
 * Manual rebate (designed: MCSFE_getManualRebate, MCSFE_claimManualRebate): per product type, a
 * rate of the valid bets placed since the last claim of that type — today's seeded bets (history
 * day 0) and the bets placed live — claimable into the main wallet through the ledger (a REBATE
 * movement whose remark names the type, which also marks the claim's time). The weekly rebate
 * of the seeded history (ledger.ts) covers the days before.
 */
import type { HttpHandler } from 'msw';
import { MIN_REBATE_CLAIM, RECORD_GAME_TYPES, type RecordGameType } from '../../gateway/member/contract';
import { activityOf, cents, daySummary, round2 } from '../activity';
import { fail, ok, readEncrypted, route, type SimContext } from '../context';
import { post } from '../ledger';
import { historyDay } from '../timeline';

/** Rates per product type (fractions). */
export const REBATE_RATES: Readonly<Record<RecordGameType, number>> = {
  RNG: 0.008,
  LIVE: 0.005,
  FISH: 0.008,
  PVP: 0.005,
  SPORTS: 0.006,
  ESPORTS: 0.006,
  LOTT: 0.003,
  ELOTT: 0.003,
  COCKFIGHT: 0.004,
};

/** A claim's remark begins with this (how the last claim of a type is found again). */
const marker = (type: string) => `Manual rebate ${type} `;

/** When the member last claimed this type's rebate (null: never). */
function lastClaim(ctx: SimContext, memberId: number, type: string): number | null {
  let at: number | null = null;
  for (const t of ctx.db.transaction.findMany({ where: { memberId: { equals: memberId }, transType: { equals: 'REBATE' } } })) {
    if (t.remark.startsWith(marker(type)) && (at === null || t.transTime > at)) at = t.transTime;
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
    return { gameType, validBet: valid / 100, rate, amount: Math.floor((valid / 100) * rate * 100) / 100 };
  });
}

export function rebateHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/relay/MCSFE_getManualRebate', ({ auth: { member } }) => ok({ list: claimable(ctx, member.id), minClaim: MIN_REBATE_CLAIM }), { auth: true }),

    // Encrypted { gameType } or { all: true }.
    route(
      ctx,
      'post',
      '/wps/relay/MCSFE_claimManualRebate',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        const all = o.all === true || o.all === 'true';
        const type = typeof o.gameType === 'string' ? o.gameType.toUpperCase() : '';
        if (!all && !(RECORD_GAME_TYPES as readonly string[]).includes(type)) return fail('request.param.err');
        const due = claimable(ctx, member.id).filter((r) => (all || r.gameType === type) && r.amount >= MIN_REBATE_CLAIM);
        if (due.length === 0) return fail('rebate.below.minimum');
        let paid = 0;
        let transId = '';
        for (const r of due) {
          const posted = post(ctx, { memberId: member.id, type: 'REBATE', amount: r.amount, remark: `${marker(r.gameType)}${round2(r.rate * 100)}%` });
          if (!posted.ok) return fail(posted.errorCode);
          paid += cents(r.amount);
          transId = posted.value.transId;
        }
        return ok({ amount: paid / 100, transId });
      },
      { auth: true },
    ),
  ];
}
