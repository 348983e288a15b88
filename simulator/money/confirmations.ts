/**
 * Withdrawal confirmations (spec §4): a withdrawal to a bank account is paid by another member's
 * deposit (C2C), and waits for the member to say whether the money arrived. Answers:
 *
 * - RECEIVED: the withdrawal is complete (the ledger settles its hold SUCCESS).
 * - PARTIAL (with the amount that arrived) / NOT_RECEIVED (with proof images and a remark): the
 *   withdrawal stays PENDING, under review by customer service; the money stays held.
 * - No answer by the deadline (SimulatorConfig.money.confirmationMinutes after it opened): it counts
 *   as received (AUTO_RECEIVED), a forced receipt: the withdrawal completes and the depositor's
 *   deposit is not refunded. Deadlines are applied whenever a confirmation is read or answered
 *   (the simulator's clock decides; a scenario advances it).
 *
 * Each step is kept with its time and reason (the dialog's timeline): the reason as a code the app
 * words in the member's language (CONFIRMATION_REASONS), the gateway's own English wording of it,
 * the member's remark on an answer, and the figures the reason names (the timeout's minutes, the
 * amount received in part, the proof images sent).
 */
import type { ConfirmationReason, ConfirmationStatus } from '../../gateway/money/contract';
import type { SimContext } from '../kernel/context';
import { settle } from '../ledger';
const MINUTE = 60_000;

export type ConfirmationRow = NonNullable<ReturnType<SimContext['db']['paymentConfirmation']['findFirst']>>;

export interface ConfirmationStep {
  time: number;
  /** SUBMITTED, MATCHED, PAID, then the answer (RECEIVED, PARTIAL, NOT_RECEIVED, AUTO_RECEIVED). */
  step: string;
  reasonCode: ConfirmationReason;
  /** The gateway's own wording (English; the app words the code instead). */
  reason: string;
  /** The member's remark (answers only). */
  remark?: string;
  minutes?: number;
  amount?: number;
  proofs?: number;
}

/** The first three steps of a withdrawal paid by a member's deposit: submitted, matched, paid. */
export function openingSteps(transId: string, depositorName: string, times: [number, number, number]): ConfirmationStep[] {
  return [
    { time: times[0], step: 'SUBMITTED', reasonCode: 'withdraw.submitted', reason: `withdrawal ${transId} submitted` },
    { time: times[1], step: 'MATCHED', reasonCode: 'deposit.matched', reason: `matched with a deposit by ${depositorName}` },
    { time: times[2], step: 'PAID', reasonCode: 'deposit.paid', reason: `${depositorName} reported the transfer paid` },
  ];
}

/** The step of the member's answer. */
export function answerStep(
  time: number,
  answer: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED',
  remark: string,
  figures: { amount?: number; proofs?: number } = {},
): ConfirmationStep {
  if (answer === 'RECEIVED') return { time, step: 'RECEIVED', reasonCode: 'member.received', reason: 'the member confirmed receipt in full', remark };
  if (answer === 'PARTIAL')
    return { time, step: 'PARTIAL', reasonCode: 'member.partial', reason: `the member received ${figures.amount} only`, remark, amount: figures.amount ?? 0 };
  return { time, step: 'NOT_RECEIVED', reasonCode: 'member.not.received', reason: 'the member reported it not received', remark, proofs: figures.proofs ?? 0 };
}

/** The step of a confirmation nobody answered in time. */
export const timeoutStep = (time: number, minutes: number): ConfirmationStep => ({
  time,
  step: 'AUTO_RECEIVED',
  reasonCode: 'confirm.timeout',
  reason: `no answer within ${minutes} minutes`,
  minutes,
});

const DEPOSITORS = ['S****n K.', 'P****a T.', 'W****y C.', 'N****t R.', 'K****k S.'] as const;

export const confirmationMinutes = (ctx: SimContext): number => ctx.config.money.confirmationMinutes ?? 30;

const stepsOf = (row: ConfirmationRow): ConfirmationStep[] => JSON.parse(row.steps) as ConfirmationStep[];

function update(ctx: SimContext, id: string, data: Partial<ConfirmationRow>, step?: ConfirmationStep): ConfirmationRow {
  const row = ctx.db.paymentConfirmation.findFirst({ where: { id: { equals: id } } })!;
  const steps = step ? JSON.stringify([...stepsOf(row), step]) : row.steps;
  return ctx.db.paymentConfirmation.update({ where: { id: { equals: id } }, data: { ...data, steps } })!;
}

/** Opens the confirmation of a withdrawal just held (the matching deposit is paid at once in the simulator). */
export function openConfirmation(ctx: SimContext, memberId: number, transId: string, amount: number): ConfirmationRow {
  const now = ctx.clock.now();
  // Numbered among this run's own (the seeded ones are `PC<memberId>-S<n>`).
  const n = ctx.db.paymentConfirmation.findMany({ where: { memberId: { equals: memberId }, seeded: { equals: false } } }).length + 1;
  const depositorName = DEPOSITORS[(memberId + n) % DEPOSITORS.length]!;
  const steps = openingSteps(transId, depositorName, [now, now, now]);
  return ctx.db.paymentConfirmation.create({
    id: `PC${memberId}-${n}`,
    memberId,
    transId,
    amount,
    depositorName,
    status: 'PENDING',
    createTime: now,
    deadline: now + confirmationMinutes(ctx) * MINUTE,
    receivedAmount: null,
    remark: '',
    proofCount: 0,
    steps: JSON.stringify(steps),
    seeded: false,
  });
}

/** Applies the deadline of every PENDING confirmation of the member: unanswered ones count as received. */
export function expireConfirmations(ctx: SimContext, memberId: number): void {
  const now = ctx.clock.now();
  for (const row of ctx.db.paymentConfirmation.findMany({ where: { memberId: { equals: memberId }, status: { equals: 'PENDING' } } })) {
    if (now < row.deadline) continue;
    settle(ctx, row.transId, 'SUCCESS');
    update(ctx, row.id, { status: 'AUTO_RECEIVED' }, timeoutStep(row.deadline, Math.round((row.deadline - row.createTime) / MINUTE)));
  }
}

export type AnswerError = 'not.exists.transaction' | 'account.booked.trans.confirmed' | 'request.param.err';

export interface Answer {
  answer: 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';
  receivedAmount?: number;
  remark: string;
  proofCount: number;
}

/** The member's answer to one of their PENDING confirmations. */
export function answerConfirmation(
  ctx: SimContext,
  memberId: number,
  id: string,
  a: Answer,
): { ok: true; row: ConfirmationRow } | { ok: false; errorCode: AnswerError } {
  expireConfirmations(ctx, memberId);
  const row = ctx.db.paymentConfirmation.findFirst({ where: { id: { equals: id } } });
  if (!row || row.memberId !== memberId) return { ok: false, errorCode: 'not.exists.transaction' };
  if (row.status !== 'PENDING') return { ok: false, errorCode: 'account.booked.trans.confirmed' };
  const now = ctx.clock.now();
  if (a.answer === 'RECEIVED') {
    settle(ctx, row.transId, 'SUCCESS');
    return { ok: true, row: update(ctx, id, { status: 'RECEIVED', receivedAmount: row.amount, remark: a.remark }, answerStep(now, 'RECEIVED', a.remark)) };
  }
  if (a.answer === 'PARTIAL') {
    const got = a.receivedAmount;
    if (got === undefined || !(got > 0) || got >= row.amount) return { ok: false, errorCode: 'request.param.err' };
    return {
      ok: true,
      row: update(ctx, id, { status: 'PARTIAL', receivedAmount: got, remark: a.remark }, answerStep(now, 'PARTIAL', a.remark, { amount: got })),
    };
  }
  if (a.proofCount < 1) return { ok: false, errorCode: 'request.param.err' };
  return {
    ok: true,
    row: update(
      ctx,
      id,
      { status: 'NOT_RECEIVED', receivedAmount: 0, remark: a.remark, proofCount: a.proofCount },
      answerStep(now, 'NOT_RECEIVED', a.remark, { proofs: a.proofCount }),
    ),
  };
}

/** A confirmation as `MCSFE_getPaymentConfirmationList` answers it. */
export function confirmationValue(ctx: SimContext, row: ConfirmationRow) {
  return {
    id: row.id,
    transId: row.transId,
    amount: row.amount,
    depositorName: row.depositorName,
    status: row.status as ConfirmationStatus,
    createTime: row.createTime,
    deadline: row.deadline,
    autoConfirmMinutes: confirmationMinutes(ctx),
    remainingSeconds: row.status === 'PENDING' ? Math.max(0, Math.ceil((row.deadline - ctx.clock.now()) / 1000)) : 0,
    receivedAmount: row.receivedAmount,
    remark: row.remark,
    steps: stepsOf(row),
  };
}
