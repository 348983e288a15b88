/** The security centre's read: the masked profile, the payout accounts and whether a payment password is set, together. */
import type { GatewayClient } from '../../../gateway/client';
import type { SecurityInfoValue } from '../../../gateway/account/schemas';
import type { BankCardsValue } from '../../../gateway/money/schemas';
import { effect } from '../../shared/effect';
import type { PayoutAccountRow, SecurityProfile } from './security-center.types';

export const toPayoutAccount = (c: { id: string; accountType: string; bankName: string; accountName: string; accountNumber: string }): PayoutAccountRow => ({
  id: c.id,
  type: c.accountType.toUpperCase() === 'EWALLET' ? 'EWALLET' : 'BANK',
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumber: c.accountNumber,
});

export function toSecurityProfile(info: SecurityInfoValue, cards: BankCardsValue, hasPaymentPassword: boolean): SecurityProfile {
  return {
    account: info.account,
    nickname: info.nickname ?? '',
    realName: info.realName ?? '',
    mobile: info.mobile ?? '',
    email: info.email ?? '',
    regDate: info.regDate ?? null,
    vipLabel: info.vipLabel ?? '',
    hasPaymentPassword,
    accounts: cards.list.map(toPayoutAccount),
  };
}

export const securityCenterEffects = (client: GatewayClient) => ({
  fetchSecurityProfile: effect<void, SecurityProfile>(async (_i, signal) => {
    const [info, cards, hasPassword] = await Promise.all([
      client.call('securityInfo', {}, { signal }),
      client.call('bankCards', {}, { signal }),
      client.call('hasWithdrawalPassword', {}, { signal }),
    ]);
    return toSecurityProfile(info, cards, hasPassword);
  }),
});

export type SecurityCenterEffects = ReturnType<typeof securityCenterEffects>;
