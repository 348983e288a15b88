/** The withdrawal confirmation's calls (gateway-protocol §5.9: MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction). */
import type { GatewayClient } from '../../../gateway/client';
import { MEMBER_ANSWER_REASONS, type ConfirmationStatus } from '../../../gateway/money/contract';
import type { PaymentConfirmationValue } from '../../../gateway/money/schemas';
import { effect } from '../../shared/effect';
import type { Confirmation, C2cRequest } from './confirmation.types';

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
  steps: v.steps.map((s) => {
    const reasonCode = s.reasonCode.trim().toLowerCase();
    return {
      time: s.time,
      step: s.step.toUpperCase(),
      reasonCode,
      // Only a member's own words are shown as sent; the gateway's wording never is.
      remark: (MEMBER_ANSWER_REASONS as readonly string[]).includes(reasonCode) ? (s.remark ?? '') : '',
      minutes: s.minutes ?? null,
      amount: s.amount ?? null,
      proofs: s.proofs ?? null,
    };
  }),
});

export const confirmationEffects = (client: GatewayClient) => ({
  /** '' every confirmation, 'PENDING' the ones waiting. */
  fetchConfirmations: effect<{ status: '' | 'PENDING' }, Confirmation[]>(async (i, signal) =>
    (await client.call('paymentConfirmations', { status: i.status }, { signal })).list.map(toConfirmation),
  ),
  processC2c: effect<C2cRequest, Confirmation>(async (i, signal) => toConfirmation(await client.call('processC2c', { ...i }, { signal }))),
});

export type ConfirmationEffects = ReturnType<typeof confirmationEffects>;
