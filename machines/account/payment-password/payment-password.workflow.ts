import { workflow } from '../../system/workflow';
import { paymentPasswordMachine } from './payment-password.machine';
import { paymentPasswordEffects, type PaymentPasswordEffects } from './payment-password.effects';

export default workflow(paymentPasswordMachine, {
  effects: [paymentPasswordEffects],
  actors: (e: PaymentPasswordEffects) => ({ setPaymentPassword: e.setPaymentPassword, changePaymentPassword: e.changePaymentPassword }),
  listens: ['session.changed'],
});
