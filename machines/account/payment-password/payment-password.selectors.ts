/** What the payment-password form reads. */
import type { SnapshotFrom } from 'xstate';
import type { paymentPasswordMachine } from './payment-password.machine';

type S = SnapshotFrom<typeof paymentPasswordMachine>;

export const selectPaymentPassword = (s: S | undefined) => {
  const c = s?.context;
  return {
    phase:
      !s || s.matches('closed')
        ? ('closed' as const)
        : s.matches('done')
          ? ('done' as const)
          : s.matches('editing')
            ? ('editing' as const)
            : ('submitting' as const),
    mode: c?.mode ?? 'set',
    oldPassword: c?.oldPassword ?? '',
    newPassword: c?.newPassword ?? '',
    confirmPassword: c?.confirmPassword ?? '',
    fieldErrors: c?.fieldErrors ?? {},
    error: c?.error ?? null,
  };
};
