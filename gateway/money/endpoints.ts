/** The money calls: deposit, withdraw, the withdrawal confirmation (gateway-protocol §5.5, §5.9). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const moneyEndpoints = {
  depositSettings: ep('GET', '/wps/relay/MCSFE_getDepositSettings', 'DEPOSIT3', T, s.depositSettings),
  deposit: ep('POST', '/wps/v2/transaction/deposit', 'DEPOSIT3', { ...T, ...ENC }, s.depositOrder),
  withdrawSettings: ep('GET', '/wps/relay/MCSFE_getWithdrawSettings', 'WITHDRAW3', T, s.withdrawSettings),
  bankCards: ep('GET', '/wps/member/bankCard', 'BANKCARD3', T, s.bankCards),
  withdraw: ep('POST', '/wps/v2/transaction/withdraw', 'WITHDRAW3', { ...T, ...ENC }, s.withdrawResult),
  paymentConfirmations: ep('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', 'C2C3', T, s.paymentConfirmationList),
  processC2c: ep('POST', '/wps/relay/MCSFE_processC2CTransaction', 'C2C3', { ...T, ...ENC }, s.paymentConfirmation),
  uplineTransferSetting: ep('GET', '/wps/relay/MCSFE_getUplineTransferSetting', 'FUNDTRANS3', T, s.uplineTransferSetting),
  transferUpline: ep('POST', '/wps/relay/MCSFE_transferToUpline', 'FUNDTRANS3', { ...T, ...ENC }, s.transferResult),
};
