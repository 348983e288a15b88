/**
 * The seeded withdrawal confirmations (payouts.ts has the plan and why), written into
 * the db once per run, when the run's start instant is known (timeline.ts startOf): player01's
 * answered ones on their history days, with the timeline each answer left, and confirm01's
 * pending one, opened a few minutes before the start, with its held withdrawal (ledger
 * seedHeldWithdrawal), so the dialog's countdown has most of its minutes left when confirm01 logs
 * in. Runs before any call of a logged-in member (SimContext.beforeMemberCall); the `run:` key
 * marks it done for the run (kept across a reload with the run's other state; reset() clears it).
 */
import type { SimContext } from '../kernel/context';
import { seedHeldWithdrawal } from '../ledger';
import { historyDay, startOf } from '../timeline';
import { answerStep, confirmationMinutes, openingSteps, timeoutStep, type ConfirmationStep } from './confirmations';
import { payoutConfirmationId, payoutTransId, SEEDED_PAYOUTS, type SeededPayout } from './payouts';

const DONE_KEY = 'run:money:seededConfirmations';
const MINUTE = 60_000;

/** The seeded payout's steps after the first three, and its answer's fields. */
function answered(
  p: SeededPayout,
  opened: number,
  deadline: number,
): { steps: ConfirmationStep[]; receivedAmount: number | null; remark: string; proofCount: number } {
  const at = opened + (p.answeredAfter ?? 0);
  const remark = p.remark ?? '';
  switch (p.state) {
    case 'RECEIVED':
      return { steps: [answerStep(at, 'RECEIVED', remark)], receivedAmount: p.amount, remark, proofCount: 0 };
    case 'PARTIAL':
      return { steps: [answerStep(at, 'PARTIAL', remark, { amount: p.received ?? 0 })], receivedAmount: p.received ?? 0, remark, proofCount: 0 };
    case 'NOT_RECEIVED':
      return { steps: [answerStep(at, 'NOT_RECEIVED', remark, { proofs: p.proofs ?? 1 })], receivedAmount: 0, remark, proofCount: p.proofs ?? 1 };
    case 'AUTO_RECEIVED':
      return { steps: [timeoutStep(deadline, Math.round((deadline - opened) / MINUTE))], receivedAmount: null, remark: '', proofCount: 0 };
    default:
      return { steps: [], receivedAmount: null, remark: '', proofCount: 0 };
  }
}

/** Writes the seeded confirmations (and confirm01's held withdrawal) once per run. */
export function writeSeededConfirmations(ctx: SimContext): void {
  if (ctx.cache.has(DONE_KEY)) return;
  const start = startOf(ctx);
  ctx.cache.set(DONE_KEY, start);
  const minutes = confirmationMinutes(ctx);
  for (const p of SEEDED_PAYOUTS) {
    const member = ctx.db.member.findFirst({ where: { account: { equals: p.account } } });
    if (!member) continue;
    const id = payoutConfirmationId(member.id, p);
    if (ctx.db.paymentConfirmation.findFirst({ where: { id: { equals: id } } })) continue;
    const opened = p.day === 'start' ? start - p.at : historyDay(ctx, p.day)[0] + p.at;
    const transId = payoutTransId(member.id, p);
    if (p.day === 'start') {
      const card = ctx.db.payoutAccount.findFirst({ where: { memberId: { equals: member.id }, accountType: { equals: 'BANK' } } });
      const detail = card ? `${card.bankName} ****${card.accountNumber.slice(-4)}` : '';
      if (!seedHeldWithdrawal(ctx, { memberId: member.id, transId, amount: p.amount, at: opened, detail }).ok) continue;
    }
    const deadline = opened + minutes * MINUTE;
    const answer = answered(p, opened, deadline);
    ctx.db.paymentConfirmation.create({
      id,
      memberId: member.id,
      transId,
      amount: p.amount,
      depositorName: p.depositorName,
      status: p.state,
      createTime: opened,
      deadline,
      receivedAmount: answer.receivedAmount,
      remark: answer.remark,
      proofCount: answer.proofCount,
      steps: JSON.stringify([...openingSteps(transId, p.depositorName, [opened, opened + p.matchedAfter, opened + p.paidAfter]), ...answer.steps]),
      seeded: true,
    });
  }
}
