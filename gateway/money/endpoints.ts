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
  withdrawSettings: ep('GET', '/wps/relay/MCSFE_getWithdrawSettings', 'WITHDRAW3', {
    ...T,
    designed:
      'minimumAmount and maximumAmount are known (G6, called with groupId=0); remainingCount (withdrawals left today, null for none) and turnoverRemaining (turnover still to play) are added so the page can say why before the member tries.',
  }, s.withdrawSettings),
  bankCards: ep('GET', '/wps/member/bankCard', 'BANKCARD3', {
    ...T,
    designed:
      'The legacy path (C1: GET list, PUT add encrypted). Answer designed: {list: [{id, accountType BANK | EWALLET, bankName, accountName, accountNumber (masked)}], hasPaymentPassword} — the legacy /wps/member/hasWithdrawalPassword folded in, since every caller needs both.',
  }, s.bankCards),
  withdraw: ep('POST', '/wps/v2/transaction/withdraw', 'WITHDRAW3', {
    ...T,
    ...ENC,
    designed:
      'Path and encryption known (G7, C1); payload designed {amount, bankCardId, paymentPassword}; answers {transId, amount, status PENDING, balance (after the hold), confirmationId (a C2C payout awaiting the member, or null)}. Refusals: account.balance.not.enough, invalid.payment.pw, withdraw.amount.limit, withdraw.turnover.not.met, withdraw.reach.max.count, payment.password.not.set.',
  }, s.withdrawResult),
  paymentConfirmations: ep('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', 'C2C3', {
    ...T,
    designed:
      'The relay name is known (W2, G6), its shape is not: query status ("" all, PENDING the ones waiting); answers {list: [{id, transId, amount, depositorName (masked), status, createTime, deadline, autoConfirmMinutes, remainingSeconds (by the gateway clock, so the countdown does not depend on the device clock), receivedAmount, remark, steps: [{time, step, reasonCode, reason, remark, minutes, amount, proofs}]}]}, newest first. Deadlines are applied by the gateway before it answers. A step\'s why is a code (reasonCode: withdraw.submitted, deposit.matched, deposit.paid, member.received, member.partial, member.not.received, confirm.timeout; dotted lower case like the provider\'s errorCode), which the app words in the member\'s language, with the figures it names (minutes of a timeout, amount received in part, proofs sent); reason is the gateway\'s own English wording (like an error\'s message: not shown), remark the member\'s own words on their answer (shown as written).',
  }, s.paymentConfirmationList),
  processC2c: ep('POST', '/wps/relay/MCSFE_processC2CTransaction', 'C2C3', {
    ...T,
    ...ENC,
    designed:
      'The relay name is known (W2, G6), its payload is not: {id, answer RECEIVED | PARTIAL | NOT_RECEIVED, receivedAmount (PARTIAL), remark (at most 140 characters), images (png or jpg data URLs, at most 3; NOT_RECEIVED needs one)}; encrypted because it settles money. Answers the confirmation as the list does.',
  }, s.paymentConfirmation),
  uplineTransferSetting: ep('GET', '/wps/relay/MCSFE_getUplineTransferSetting', 'FUNDTRANS3', {
    ...T,
    designed: 'Not in the public record. Shaped like the other MCSFE settings relays: {uplineAccount ("" without an upline), minAmount, maxAmount, hasPaymentPassword}.',
  }, s.uplineTransferSetting),
  transferUpline: ep('POST', '/wps/relay/MCSFE_transferToUpline', 'FUNDTRANS3', {
    ...T,
    ...ENC,
    designed:
      'Not in the public record (legacy C1 encrypted the transfer to a downline). Encrypted {amount, paymentPassword}; answers {transId, recipient, amount, balance}. Refusals: invalid.payment.pw, account.balance.not.enough, account.transfer.exceed.min / .max, not.exists.agent (no upline).',
  }, s.transferResult),
};
