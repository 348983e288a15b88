/** What the bind form reads (the code button reads the smsCode child: `snapshot.children.smsCode`). */
import type { SnapshotFrom } from 'xstate';
import type { bindContactMachine } from './bind-contact.machine';

type S = SnapshotFrom<typeof bindContactMachine>;

export const selectBindContact = (s: S | undefined) => {
  const c = s?.context;
  return {
    phase:
      !s || s.matches('closed')
        ? ('closed' as const)
        : s.matches('done')
          ? ('done' as const)
          : s.matches({ open: 'submitting' })
            ? ('submitting' as const)
            : ('editing' as const),
    kind: c?.kind ?? 'mobile',
    value: c?.value ?? '',
    countryDialingCode: c?.countryDialingCode ?? '',
    verificationCode: c?.verificationCode ?? '',
    fieldErrors: c?.fieldErrors ?? {},
    error: c?.error ?? null,
    bound: c?.bound ?? null,
  };
};
