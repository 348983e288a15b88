/** What the add-payout-account form reads. */
import type { SnapshotFrom } from 'xstate';
import type { payoutAccountMachine } from './payout-account.machine';

type S = SnapshotFrom<typeof payoutAccountMachine>;

export const selectPayoutAccount = (s: S | undefined) => {
  const c = s?.context;
  return {
    phase:
      !s || s.matches('closed')
        ? ('closed' as const)
        : s.matches('loading')
          ? ('loading' as const)
          : s.matches('failed')
            ? ('failed' as const)
            : s.matches('done')
              ? ('done' as const)
              : s.matches('submitting')
                ? ('submitting' as const)
                : ('editing' as const),
    banks: c?.banks ?? [],
    bankCode: c?.bankCode ?? '',
    accountName: c?.accountName ?? '',
    accountNumber: c?.accountNumber ?? '',
    paymentPassword: c?.paymentPassword ?? '',
    fieldErrors: c?.fieldErrors ?? {},
    error: c?.error ?? null,
    loadError: c?.loadError ?? null,
    added: c?.added ?? null,
  };
};
