import { workflow } from '../../system/workflow';
import { paymentPasswordMachine } from './payment-password.machine';
import { paymentPasswordEffects, type PaymentPasswordEffects } from './payment-password.effects';

export const paymentPasswordWorkflow = workflow(paymentPasswordMachine, {
  effects: [paymentPasswordEffects],
  actors: (e: PaymentPasswordEffects) => ({ setPaymentPassword: e.setPaymentPassword, changePaymentPassword: e.changePaymentPassword }),
});
