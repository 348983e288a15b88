/**
 * Where each money call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { moneyEndpoints } from './endpoints';

export const moneyEvidence = {
  depositSettings: {
    verdict: 'path',
    sources: ["G3 and G6: allowDeposit \"Y\", totalDepositSuccessCount, depositInfo"],
    designed: "allowDeposit, totalDepositSuccessCount and depositInfo are known (G6); the shape of a depositInfo row is not: {channelId, channelType (BANK, EWALLET, QR, ONLINE), channelName, minAmount, maxAmount, quickAmounts[], status \"Y\"}. Module id DEPOSIT3 after the provider's <FEATURE>3 ids.",
  },
  deposit: {
    verdict: 'designed',
    designed: "Not in the public record (the legacy client had one path per kind, /wps/transaction/deposit/{pg,mt,ma,qr}). Designed as the twin of /wps/v2/transaction/withdraw: encrypted (it carries money), {channelId, amount}; answers the pending order {transId, amount, nextStep BANK | QR | REDIRECT, reference, bankName, accountName, accountNumber, qrContent, payUrl, expireTime}.",
  },
  withdrawSettings: {
    verdict: 'record',
    sources: ["G3 ?groupId=0 → minimumAmount, maximumAmount"],
    note: "extras optional",
  },
  bankCards: {
    verdict: 'contradicts',
    sources: ["C1:277 GET", "C1:307 /wps/member/hasWithdrawalPassword separate"],
    differs: "answer {list, hasPaymentPassword} designed; real has a separate hasWithdrawalPassword call",
    designed: "The legacy path (C1: GET list, PUT add encrypted). Answer designed: {list: [{id, accountType BANK | EWALLET, bankName, accountName, accountNumber (masked)}], hasPaymentPassword} — the legacy /wps/member/hasWithdrawalPassword folded in, since every caller needs both.",
  },
  withdraw: {
    verdict: 'contradicts',
    sources: ["C1:289 POST /wps/transaction/withdraw enc", "G7 70714992938: the go444 proxy matches /wps/v2/transaction/withdraw as well as /wps/transaction/withdraw"],
    differs: "v2 path not seen in any client; payload designed",
    designed: "Path and encryption known (G7, C1); payload designed {amount, bankCardId, paymentPassword}; answers {transId, amount, status PENDING, balance (after the hold), confirmationId (a C2C payout awaiting the member, or null)}. Refusals: account.balance.not.enough, invalid.payment.pw, withdraw.amount.limit, withdraw.turnover.not.met, withdraw.reach.max.count, payment.password.not.set.",
  },
  paymentConfirmations: {
    verdict: 'path',
    sources: ["W2 getPaymentConfirmationList", "G6 70779503151: getPaymentConfirmationList among the live member-home calls"],
    designed: "The relay name is known (W2, G6), its shape is not: query status (\"\" all, PENDING the ones waiting); answers {list: [{id, transId, amount, depositorName (masked), status, createTime, deadline, autoConfirmMinutes, remainingSeconds (by the gateway clock, so the countdown does not depend on the device clock), receivedAmount, remark, steps: [{time, step, reasonCode, reason, remark, minutes, amount, proofs}]}]}, newest first. Deadlines are applied by the gateway before it answers. A step's why is a code (reasonCode: withdraw.submitted, deposit.matched, deposit.paid, member.received, member.partial, member.not.received, confirm.timeout; dotted lower case like the provider's errorCode), which the app words in the member's language, with the figures it names (minutes of a timeout, amount received in part, proofs sent); reason is the gateway's own English wording (like an error's message: not shown), remark the member's own words on their answer (shown as written).",
  },
  processC2c: {
    verdict: 'contradicts',
    sources: ["W2 processC2CTransaction {token:!0}, no encrypt flag"],
    differs: "Croupier encrypts; payload designed",
    designed: "The relay name is known (W2, G6), its payload is not: {id, answer RECEIVED | PARTIAL | NOT_RECEIVED, receivedAmount (PARTIAL), remark (at most 140 characters), images (png or jpg data URLs, at most 3; NOT_RECEIVED needs one)}; encrypted because it settles money. Answers the confirmation as the list does.",
  },
  uplineTransferSetting: {
    verdict: 'designed',
    designed: "Not in the public record. Shaped like the other MCSFE settings relays: {uplineAccount (\"\" without an upline), minAmount, maxAmount, hasPaymentPassword}.",
  },
  transferUpline: {
    verdict: 'designed',
    designed: "Not in the public record (legacy C1 encrypted the transfer to a downline). Encrypted {amount, paymentPassword}; answers {transId, recipient, amount, balance}. Refusals: invalid.payment.pw, account.balance.not.enough, account.transfer.exceed.min / .max, not.exists.agent (no upline).",
  },
} satisfies Record<keyof typeof moneyEndpoints, Evidence>;
