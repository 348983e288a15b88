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
 * Each step is kept with its time and reason (the dialog's timeline).
 */
import type { ConfirmationStatus } from '../../gateway/money/contract';
import type { SimContext } from '../context';
import { settle } from '../ledger';
const MINUTE = 60_000;

export type ConfirmationRow = NonNullable<ReturnType<SimContext['db']['paymentConfirmation']['findFirst']>>;

export interface ConfirmationStep {
  time: number;
  /** SUBMITTED, MATCHED, PAID, then the answer (RECEIVED, PARTIAL, NOT_RECEIVED, AUTO_RECEIVED). */
  step: string;
  reason: string;
}

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
  const n = ctx.db.paymentConfirmation.findMany({ where: { memberId: { equals: memberId } } }).length + 1;
  const depositorName = DEPOSITORS[(memberId + n) % DEPOSITORS.length]!;
  const steps: ConfirmationStep[] = [
    { time: now, step: 'SUBMITTED', reason: transId },
    { time: now, step: 'MATCHED', reason: depositorName },
    { time: now, step: 'PAID', reason: depositorName },
  ];
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
  });
}

/** Applies the deadline of every PENDING confirmation of the member: unanswered ones count as received. */
export function expireConfirmations(ctx: SimContext, memberId: number): void {
  const now = ctx.clock.now();
  for (const row of ctx.db.paymentConfirmation.findMany({ where: { memberId: { equals: memberId }, status: { equals: 'PENDING' } } })) {
    if (now < row.deadline) continue;
    settle(ctx, row.transId, 'SUCCESS');
    update(ctx, row.id, { status: 'AUTO_RECEIVED' }, { time: row.deadline, step: 'AUTO_RECEIVED', reason: `no answer within ${confirmationMinutes(ctx)} minutes` });
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
export function answerConfirmation(ctx: SimContext, memberId: number, id: string, a: Answer): { ok: true; row: ConfirmationRow } | { ok: false; errorCode: AnswerError } {
  expireConfirmations(ctx, memberId);
  const row = ctx.db.paymentConfirmation.findFirst({ where: { id: { equals: id } } });
  if (!row || row.memberId !== memberId) return { ok: false, errorCode: 'not.exists.transaction' };
  if (row.status !== 'PENDING') return { ok: false, errorCode: 'account.booked.trans.confirmed' };
  const now = ctx.clock.now();
  if (a.answer === 'RECEIVED') {
    settle(ctx, row.transId, 'SUCCESS');
    return { ok: true, row: update(ctx, id, { status: 'RECEIVED', receivedAmount: row.amount, remark: a.remark }, { time: now, step: 'RECEIVED', reason: a.remark }) };
  }
  if (a.answer === 'PARTIAL') {
    const got = a.receivedAmount;
    if (got === undefined || !(got > 0) || got >= row.amount) return { ok: false, errorCode: 'request.param.err' };
    return { ok: true, row: update(ctx, id, { status: 'PARTIAL', receivedAmount: got, remark: a.remark }, { time: now, step: 'PARTIAL', reason: a.remark }) };
  }
  if (a.proofCount < 1) return { ok: false, errorCode: 'request.param.err' };
  return {
    ok: true,
    row: update(ctx, id, { status: 'NOT_RECEIVED', receivedAmount: 0, remark: a.remark, proofCount: a.proofCount }, { time: now, step: 'NOT_RECEIVED', reason: a.remark }),
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
