/**
 * When a pending deposit is credited. A deposit paid on the provider's page (an e-wallet, online
 * banking: the simulator's payment page) is credited when the member pays there. A bank transfer
 * or a PromptPay QR payment is credited by the merchant's operator once the money shows on the
 * merchant's account: the simulator stands in for the operator and credits it
 * SimulatorConfig.money.depositCreditMinutes simulator minutes after it was submitted (default 2;
 * null: never by itself), applied before any call of the member (the clock decides; a scenario
 * advances it). The SIM panel's "credit pending deposits" (`window.croupier.simulator.creditDeposits()`)
 * credits every pending deposit at once, whatever its channel. Money moves only through the ledger.
 */
import type { SimContext } from '../kernel/context';
import { settle } from '../ledger';

const MINUTE = 60_000;
/** The channels whose deposits the operator confirms (the others are paid on the provider's page). */
const OPERATOR_CONFIRMED: readonly string[] = ['BANK', 'QR'];

export const DEFAULT_DEPOSIT_CREDIT_MINUTES = 2;

/** Minutes after submission the operator credits a bank or QR deposit; null: never by itself. */
export function depositCreditMinutes(ctx: SimContext): number | null {
  const m = ctx.config.money.depositCreditMinutes;
  if (m === null) return null;
  return typeof m === 'number' && Number.isFinite(m) && m >= 0 ? m : DEFAULT_DEPOSIT_CREDIT_MINUTES;
}

/** Records which channel took a deposit and when (deposit handler). */
export function recordDepositOrder(ctx: SimContext, memberId: number, transId: string, channelType: string): void {
  ctx.db.depositOrder.create({ transId, memberId, channelType, submittedAt: ctx.clock.now() });
}

const pending = (ctx: SimContext, transId: string) => ctx.db.transaction.findFirst({ where: { transId: { equals: transId } } })?.status === 'PENDING';

/** Credits the member's bank and QR deposits whose operator delay has passed; answers how many. */
export function creditDueDeposits(ctx: SimContext, memberId: number): number {
  const minutes = depositCreditMinutes(ctx);
  if (minutes === null) return 0;
  const due = ctx.clock.now() - minutes * MINUTE;
  let credited = 0;
  for (const o of ctx.db.depositOrder.findMany({ where: { memberId: { equals: memberId } } })) {
    if (!OPERATOR_CONFIRMED.includes(o.channelType) || o.submittedAt > due || !pending(ctx, o.transId)) continue;
    if (settle(ctx, o.transId, 'SUCCESS').ok) credited++;
  }
  return credited;
}

/** Credits every pending deposit of every member now (the SIM panel's action); answers how many. */
export function creditPendingDeposits(ctx: SimContext): number {
  let credited = 0;
  for (const o of ctx.db.depositOrder.getAll()) if (pending(ctx, o.transId) && settle(ctx, o.transId, 'SUCCESS').ok) credited++;
  return credited;
}
