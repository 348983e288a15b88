/** What the account-security page reads: the profile, the level and what to do next. */
import type { SnapshotFrom } from 'xstate';
import { SECURITY_ITEMS, type SecurityItem } from '../../../gateway/account/security.contract';
import type { SecurityProfile } from './security-center.types';
import type { securityCenterMachine } from './security-center.machine';

export { PAYMENT_PASSWORD_LENGTH, PAYOUT_ACCOUNTS_MAX, type SecurityItem } from '../../../gateway/account/security.contract';

type S = SnapshotFrom<typeof securityCenterMachine>;

export type SecurityLevel = 'low' | 'medium' | 'high';

/** Which protections are in place. The login password always is: the member logged in with it. */
export function securityItems(p: SecurityProfile): Record<SecurityItem, boolean> {
  return { password: true, paymentPassword: p.hasPaymentPassword, mobile: p.mobile !== '', email: p.email !== '', payoutAccount: p.accounts.length > 0 };
}

/** The level from how many are in place: all five high, three or four medium, fewer low. */
export function securityLevel(p: SecurityProfile): { level: SecurityLevel; done: number; total: number; next: SecurityItem | null } {
  const items = securityItems(p);
  const done = SECURITY_ITEMS.filter((i) => items[i]).length;
  const total = SECURITY_ITEMS.length;
  return {
    level: done === total ? 'high' : done >= 3 ? 'medium' : 'low',
    done,
    total,
    next: SECURITY_ITEMS.find((i) => !items[i]) ?? null,
  };
}

export const selectSecurityCenter = (s: S | undefined) => {
  const profile = s?.context.profile ?? null;
  return {
    phase:
      !s || s.matches('idle')
        ? ('idle' as const)
        : s.matches('loading')
          ? ('loading' as const)
          : s.matches('failed')
            ? ('failed' as const)
            : ('ready' as const),
    profile,
    loadError: s?.context.loadError ?? null,
  };
};
