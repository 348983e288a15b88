/** The security center workflow's domain types, read by its effects, machine, selectors and views. */

export interface PayoutAccountRow {
  id: string;
  type: 'BANK' | 'EWALLET';
  bankName: string;
  accountName: string;
  /** Masked by the gateway. */
  accountNumber: string;
}

export interface SecurityProfile {
  account: string;
  nickname: string;
  /** Masked; '' when none is on file. */
  realName: string;
  /** Masked; '' when none is bound. */
  mobile: string;
  email: string;
  /** epoch ms, or null. */
  regDate: number | null;
  vipLabel: string;
  hasPaymentPassword: boolean;
  accounts: PayoutAccountRow[];
}
