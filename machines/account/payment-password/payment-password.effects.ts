/** The payment password's calls: set one (encrypted), change it (plain JSON, as the legacy client sends it: C1:372). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { ChangePaymentPasswordRequest, SetPaymentPasswordRequest } from './payment-password.machine';

export const paymentPasswordEffects = (client: GatewayClient) => ({
  setPaymentPassword: effect<SetPaymentPasswordRequest, unknown>((i, signal) => client.call('setPaymentPassword', { ...i }, { signal })),
  changePaymentPassword: effect<ChangePaymentPasswordRequest, unknown>((i, signal) => client.call('changePaymentPassword', { ...i }, { signal })),
});

export type PaymentPasswordEffects = ReturnType<typeof paymentPasswordEffects>;
