/** The withdrawal confirmation's calls (gateway-protocol §5.9: MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction). */
import type { GatewayClient } from '../../../gateway/client';
import type { C2cAnswer, ConfirmationStatus } from '../../../gateway/money/contract';
import type { PaymentConfirmationValue } from '../../../gateway/money/schemas';
import { effect } from '../../shared/effect';

export interface ConfirmationStep {
  time: number;
  step: string;
  reason: string;
}

export interface Confirmation {
  id: string;
  transId: string;
  amount: number;
  depositorName: string;
  status: ConfirmationStatus;
  createdAt: number;
  deadline: number;
  minutes: number;
  /** Seconds left before it counts as received (the gateway's clock). */
  remainingSeconds: number;
  receivedAmount: number | null;
  remark: string;
  steps: ConfirmationStep[];
}

const STATUSES: readonly string[] = ['PENDING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'];

export const toConfirmation = (v: PaymentConfirmationValue): Confirmation => ({
  id: v.id,
  transId: v.transId,
  amount: v.amount,
  depositorName: v.depositorName,
  status: (STATUSES.includes(v.status.toUpperCase()) ? v.status.toUpperCase() : 'PENDING') as ConfirmationStatus,
  createdAt: v.createTime,
  deadline: v.deadline,
  minutes: v.autoConfirmMinutes,
  remainingSeconds: Math.max(0, Math.floor(v.remainingSeconds)),
  receivedAmount: v.receivedAmount ?? null,
  remark: v.remark ?? '',
  steps: v.steps.map((s) => ({ time: s.time, step: s.step, reason: s.reason })),
});

export interface C2cRequest {
  id: string;
  answer: C2cAnswer;
  receivedAmount?: number;
  remark: string;
  /** png / jpg data URLs. */
  images: string[];
}

export const confirmationEffects = (client: GatewayClient) => ({
  /** '' every confirmation, 'PENDING' the ones waiting. */
  fetchConfirmations: effect<{ status: '' | 'PENDING' }, Confirmation[]>(async (i, signal) =>
    (await client.call('paymentConfirmations', { status: i.status }, { signal })).list.map(toConfirmation),
  ),
  processC2c: effect<C2cRequest, Confirmation>(async (i, signal) => toConfirmation(await client.call('processC2c', { ...i }, { signal }))),
});

export type ConfirmationEffects = ReturnType<typeof confirmationEffects>;
