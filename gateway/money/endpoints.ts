/** The money calls: deposit, withdraw, the withdrawal confirmation (gateway-protocol §5.5, §5.9). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const moneyEndpoints = {
  depositSettings: ep('GET', '/wps/relay/MCSFE_getDepositSettings', 'DEPOSIT3', {
    ...T,
    designed:
      'allowDeposit, totalDepositSuccessCount and depositInfo are known (G6); the shape of a depositInfo row is not: {channelId, channelType (BANK, EWALLET, QR, ONLINE), channelName, minAmount, maxAmount, quickAmounts[], status "Y"}. Module id DEPOSIT3 after the provider\'s <FEATURE>3 ids.',
  }, s.depositSettings),
  deposit: ep('POST', '/wps/v2/transaction/deposit', 'DEPOSIT3', {
    ...T,
    ...ENC,
    designed:
      'Not in the public record (the legacy client had one path per kind, /wps/transaction/deposit/{pg,mt,ma,qr}). Designed as the twin of /wps/v2/transaction/withdraw: encrypted (it carries money), {channelId, amount}; answers the pending order {transId, amount, nextStep BANK | QR | REDIRECT, reference, bankName, accountName, accountNumber, qrContent, payUrl, expireTime}.',
  }, s.depositOrder),
};
