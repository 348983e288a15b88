/**
 * The agent's direct downlines as the downline list shows them, and transfers to them: the
 * agent's wallet pays (DOWNLINE_TRANSFER), the downline's receives (UPLINE_TRANSFER), both
 * through the ledger, after the payment password, the recipient (an account that does not exist:
 * not.exists.user; one that is not the agent's direct downline: contract.not.downline) and the
 * limits. The transfer is atomic: the agent's side is held first and only settled once the
 * downline has been credited; should the credit fail, the ledger gives the hold back (a
 * compensating row) and nothing has moved.
 */
import { TRANSFER_MAX, TRANSFER_MIN } from '../../gateway/agent/contract';
import { mix } from '../activity';
import type { SimContext } from '../kernel/context';
import { balanceOf, post, settle } from '../ledger';
import type { MemberRow } from '../members';
import { HOUR } from '../seed-date';
import { presentSeedTime } from '../timeline';
import { SEED_REFERENCE_DATE } from '../seed-date';
import { directDownlines, memberByAccount } from './team';

/** When the member last logged in: now for a live session, else a seeded time in the last 30 days. */
function lastLogin(ctx: SimContext, m: MemberRow): number {
  if (ctx.db.session.findFirst({ where: { memberId: { equals: m.id } } })) return ctx.clock.now();
  const hoursAgo = mix(ctx.config.seed, m.id, 0x1a57) % (30 * 24);
  return Math.max(presentSeedTime(ctx, m.regDate), presentSeedTime(ctx, SEED_REFERENCE_DATE - hoursAgo * HOUR));
}

export function downlinePage(ctx: SimContext, agent: string, query: { pageNo: number; pageSize: number; account: string }) {
  const needle = query.account.trim().toLowerCase();
  const all = directDownlines(ctx, agent)
    .filter((m) => !needle || m.account.toLowerCase().includes(needle))
    .sort((a, b) => b.regDate - a.regDate || a.account.localeCompare(b.account));
  const size = Math.min(100, Math.max(1, query.pageSize));
  const page = Math.max(1, query.pageNo);
  const rows = all.slice((page - 1) * size, page * size);
  return {
    list: rows.map((m) => ({
      account: m.account,
      type: m.type,
      regDate: presentSeedTime(ctx, m.regDate),
      lastLogin: lastLogin(ctx, m),
      balance: balanceOf(ctx, m.id),
      contracts: ctx.db.contract
        .findMany({ where: { upline: { equals: agent }, downline: { equals: m.account } } })
        .filter((c) => c.status === 'ACTIVE' || c.status === 'PENDING')
        .map((c) => ({ kind: c.kind, status: c.status })),
    })),
    totalCount: all.length,
    totalPages: Math.max(1, Math.ceil(all.length / size)),
  };
}

export function transferToDownline(ctx: SimContext, agent: MemberRow, input: { downline: string; amount: number; paymentPassword: string }) {
  const secret = ctx.db.paymentPassword.findFirst({ where: { account: { equals: agent.account } } });
  if (!secret || secret.password !== input.paymentPassword) return { ok: false as const, errorCode: 'invalid.payment.pw' };
  const target = memberByAccount(ctx, input.downline);
  if (!target) return { ok: false as const, errorCode: 'not.exists.user' };
  if (target.upline !== agent.account) return { ok: false as const, errorCode: 'contract.not.downline' };
  const amount = input.amount;
  if (!Number.isFinite(amount) || Math.round(amount * 100) !== amount * 100) return { ok: false as const, errorCode: 'request.param.err' };
  if (amount < TRANSFER_MIN) return { ok: false as const, errorCode: 'account.transfer.exceed.min' };
  if (amount > TRANSFER_MAX) return { ok: false as const, errorCode: 'account.transfer.exceed.max' };
  // The agent's money is held (taken, not yet final) until the downline has it.
  const out = post(ctx, {
    memberId: agent.id,
    type: 'DOWNLINE_TRANSFER',
    amount: -amount,
    status: 'PENDING',
    hold: true,
    remark: `To ${target.account}`,
    detail: target.account,
  });
  if (!out.ok) return { ok: false as const, errorCode: out.errorCode };
  const into = post(ctx, { memberId: target.id, type: 'UPLINE_TRANSFER', amount, remark: `From ${agent.account}`, detail: out.value.transId });
  if (!into.ok) {
    // The credit failed: the hold is given back through the ledger, so the agent keeps its money.
    settle(ctx, out.value.transId, 'FAILED');
    return { ok: false as const, errorCode: into.errorCode };
  }
  const done = settle(ctx, out.value.transId, 'SUCCESS');
  const balanceAfter = done.ok ? done.value.transaction.balanceAfter : null;
  return { ok: true as const, value: { transId: out.value.transId, amount, balance: balanceAfter ?? balanceOf(ctx, agent.id) } };
}
