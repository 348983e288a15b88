/**
 * The money calls: deposit, withdraw, the withdrawal confirmation, the transfer to the upline
 * (gateway-protocol §5.5, §5.9). A deposit goes to the path of its kind, as the legacy client sends
 * it (C1): `mt` a manual bank transfer, `qr` a QR payment, `pg` a payment gateway's page, `ma` a
 * payment from the member's e-wallet account (gateway/money/contract.ts DEPOSIT_CALLS).
 */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const moneyEndpoints = {
  depositSettings: ep('GET', '/wps/relay/MCSFE_getDepositSettings', 'DEPOSIT3', T, s.depositSettings),
  depositBanks: ep('GET', '/wps/system/depositBanks', 'DEPOSIT3', T, s.depositBanks),
  depositPg: ep('POST', '/wps/transaction/deposit/pg', 'DEPOSIT3', T, s.depositOrder),
  depositMt: ep('POST', '/wps/transaction/deposit/mt', 'DEPOSIT3', T, s.depositOrder),
  depositMa: ep('POST', '/wps/transaction/deposit/ma', 'DEPOSIT3', T, s.depositOrder),
  depositQr: ep('POST', '/wps/transaction/deposit/qr', 'DEPOSIT3', T, s.depositOrder),
  withdrawSettings: ep('GET', '/wps/relay/MCSFE_getWithdrawSettings', 'WITHDRAW3', T, s.withdrawSettings),
  bankCards: ep('GET', '/wps/member/bankCard', 'BANKCARD3', T, s.bankCards),
  hasWithdrawalPassword: ep('GET', '/wps/member/hasWithdrawalPassword', 'WITHDRAW3', T, s.hasWithdrawalPassword),
  withdraw: ep('POST', '/wps/transaction/withdraw', 'WITHDRAW3', { ...T, ...ENC }, s.withdrawResult),
  paymentConfirmations: ep('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', 'C2C3', T, s.paymentConfirmationList),
  processC2c: ep('POST', '/wps/relay/MCSFE_processC2CTransaction', 'C2C3', T, s.paymentConfirmation),
  uplineTransferSetting: ep('GET', '/wps/relay/MCSFE_getUplineTransferSetting', 'FUNDTRANS3', T, s.uplineTransferSetting),
  transferUpline: ep('POST', '/wps/relay/MCSFE_transferToUpline', 'FUNDTRANS3', { ...T, ...ENC }, s.transferResult),
};
