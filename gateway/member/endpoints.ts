/** Wallet and member-centre calls (gateway-protocol §5.5). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const memberEndpoints = {
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', T, anyValue),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', T, anyValue),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', T, anyValue),
};
