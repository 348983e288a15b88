/**
 * Where each money call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { moneyEndpoints } from './endpoints';

/** The refusals every deposit kind shares: real ones from the legacy catalogue, designed ones where it has none. */
const DEPOSIT_REFUSALS =
  'Refusals: empty.amount and deposit.invalid.amount (the legacy catalogue C4\'s, "please enter a correct amount"); designed where C4 has no code: deposit.amount.limit (outside the channel\'s limits), deposit.channel.closed (closed since the settings were read), deposit.not.allowed (allowDeposit is not Y); request.param.err for an unknown channel.';

export const moneyEvidence = {
  depositSettings: {
    verdict: 'path',
    sources: [
      'G3 71608137121: the deposit leg GET /wps/relay/MCSFE_getDepositSettings with no parameters, read as allowDeposit === "Y"',
      'G6 70779503151: allowDeposit=Y, totalDepositSuccessCount=1, depositInfo=24/24 among the verified member-home bodies',
    ],
    designed:
      'No parameters (G3). allowDeposit ("Y" deposits allowed) and totalDepositSuccessCount are known (G6); depositInfo is known only by name; ours: the deposit channels with their limits, one row each: {channelId, channelType BANK | QR | EWALLET | ONLINE, channelName, minAmount, maxAmount, quickAmounts[], status "Y" open}. The kind of a channel names the path its deposit goes to (DEPOSIT_CALLS). Where a bank transfer goes is depositBanks\'s. Module id DEPOSIT3 after the provider\'s <FEATURE>3 ids.',
  },
  depositBanks: {
    verdict: 'path',
    sources: [
      'C1:156 getDepositBanks: GET /wps/system/depositBanks with the token, no parameters',
      'C4 depositForm_bank_required ("please choose a bank"): the legacy deposit form picks a bank',
    ],
    designed:
      "The answer is in no source; ours: the merchant's receiving bank accounts a bank transfer (deposit/mt) is sent to: {list: [{bankId, bankCode, bankName, accountName, accountNumber}]}. The member picks one (the legacy form asked for a bank, C4) and copies its details after submitting; the limits are the BANK channel's in the settings' depositInfo, so this call says only where the money goes. A BANK channel without a receiving account cannot take a deposit.",
  },
  depositPg: {
    verdict: 'path',
    sources: ['C1:176 depositPG: POST /wps/transaction/deposit/pg, the data as JSON text (application/json), the token, no Encryption header'],
    designed: `The callers' fields are not in the repository (C1 posts its caller's data as it is). We send {channelId, amount} for an ONLINE channel (online banking through a payment gateway); answers the pending deposit {transId, amount, payUrl (the gateway's payment page, opened in a new window), expireTime}; credited when the member pays there. ${DEPOSIT_REFUSALS}`,
  },
  depositMt: {
    verdict: 'path',
    sources: ['C1:186 depositMT: POST /wps/transaction/deposit/mt, the data as JSON text (application/json), the token, no Encryption header'],
    designed: `The manual bank transfer. The callers' fields are not in the repository. We send {channelId, bankId (a receiving account of depositBanks), amount}; answers the pending deposit {transId, amount, reference (written on the transfer so the operator matches it), expireTime}; the page shows the chosen account's details to copy. Credited by the merchant's operator once the money shows on the account. ${DEPOSIT_REFUSALS} An unknown bankId is request.param.err.`,
  },
  depositMa: {
    verdict: 'path',
    sources: ['C1:196 depositMA: POST /wps/transaction/deposit/ma, the data as JSON text (application/json), the token, no Encryption header'],
    designed: `What "ma" stands for is in no source. Of the legacy client's four deposit kinds, mt is the manual bank transfer, qr the QR payment and pg the payment gateway; the one left is the payment from an account the member holds elsewhere, which on the legacy client's own (Chinese) site meant the member's Alipay or WeChat account. We read it as the payment from the member's e-wallet account and send EWALLET channels (TrueMoney here) to it. We send {channelId, amount}; answers the pending deposit {transId, amount, payUrl (the e-wallet's page where the member approves the payment), expireTime}; credited when the member pays there. ${DEPOSIT_REFUSALS}`,
  },
  depositQr: {
    verdict: 'path',
    sources: ['C1:206 depositQR: POST /wps/transaction/deposit/qr, the data as JSON text (application/json), the token, no Encryption header'],
    designed: `The callers' fields are not in the repository. We send {channelId, amount} for a QR channel (PromptPay here); answers the pending deposit {transId, amount, reference, qrContent (the payment URI the page draws as a QR code), expireTime}; credited by the merchant's operator once paid. ${DEPOSIT_REFUSALS}`,
  },
  withdrawSettings: {
    verdict: 'record',
    sources: [
      'G3 71608137121: the withdraw leg GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0, read as minimumAmount and maximumAmount',
      'G6 70779503151: minimumAmount=100, maximumAmount=50000',
    ],
    note: 'remainingCount (withdrawals left today) and turnoverRemaining (turnover still to play) are read when present and designed: the simulator sends them.',
  },
  bankCards: {
    verdict: 'path',
    sources: ['C1:277 getWithdrawCards: GET /wps/member/bankCard with the token, no parameters'],
    designed:
      'The answer is in no source; ours: {list: [{id, accountType BANK | EWALLET, bankName, accountName, accountNumber (masked by the gateway)}]}, the payout accounts a withdrawal goes to. Whether a payment password is set is the call of its own, hasWithdrawalPassword (C1:307).',
  },
  hasWithdrawalPassword: {
    verdict: 'path',
    sources: ['C1:307 checkWithdrawPassword: GET /wps/member/hasWithdrawalPassword with the token, no parameters'],
    designed:
      'The answer is in no source; ours: the value is true when a payment (withdrawal) password is set (read as a flag: true, 1, "1", "Y"). The withdraw page, the transfers to the upline and to a downline, and the security centre ask it before they ask for the password.',
  },
  withdraw: {
    verdict: 'path',
    sources: [
      'C1:289 withdraw: POST /wps/transaction/withdraw, RSA + DES encrypted (Encryption header), the token',
      "G7 70714992938: go444's withdraw gate matches /wps/v2/transaction/withdraw as well as /wps/transaction/withdraw; no client calls the v2 path",
    ],
    designed:
      "The payload is in no source. We send {amount, bankCardId (a payout account of bankCards), paymentPassword}; answers {transId, amount, status PENDING, balance (after the money is held), confirmationId (a payout paid by another member's deposit that waits for the member's confirmation, or null)}. Refusals, real (C4): invalid.payment.pw and fund_account_payment_pwd_error (wrong payment password), withdraw.amount.limit (outside the limits), withdraw.reach.max.count (today's count reached), account.balance.not.enough, withdraw.bank.card.fail (the payout account refused); designed where C4 has no code: payment.password.not.set (no payment password yet), withdraw.turnover.not.met (turnover still to play); request.param.err for an amount with more than two decimals.",
  },
  paymentConfirmations: {
    verdict: 'path',
    sources: [
      'W2 44714497568 @~11.0k: getPaymentConfirmationList {link: /wps/relay/MCSFE_getPaymentConfirmationList, token: !0}',
      'G6 70779503151: getPaymentConfirmationList among the live member-home calls',
    ],
    designed:
      "The relay name is known (W2, G6), its shape is not: query status (\"\" all, PENDING the ones waiting); answers {list: [{id, transId, amount, depositorName (masked), status, createTime, deadline, autoConfirmMinutes, remainingSeconds (by the gateway clock, so the countdown does not depend on the device clock), receivedAmount, remark, steps: [{time, step, reasonCode, reason, remark, minutes, amount, proofs}]}]}, newest first. Deadlines are applied by the gateway before it answers. A step's why is a code (reasonCode: withdraw.submitted, deposit.matched, deposit.paid, member.received, member.partial, member.not.received, confirm.timeout; dotted lower case like the provider's errorCode), which the app words in the member's language, with the figures it names (minutes of a timeout, amount received in part, proofs sent); reason is the gateway's own English wording (like an error's message: not shown), remark the member's own words on their answer (shown as written).",
  },
  processC2c: {
    verdict: 'path',
    sources: ['W2 44714497568 @~11.2k: processC2CTransaction {link: /wps/relay/MCSFE_processC2CTransaction, token: !0}, no encrypt flag: a plain JSON POST'],
    designed:
      "The relay name and its plain body are known (W2), its payload is not: {id, answer RECEIVED | PARTIAL | NOT_RECEIVED, receivedAmount (PARTIAL, less than the amount), remark (at most 140 characters; when written, 2 to 40 words: spec §5 gives the message, not the bounds), images (png or jpg data URLs, at most 3; NOT_RECEIVED needs one)}. Answers the confirmation as the list does. Refusals: account.booked.trans.confirmed (answered already, C4), not.exists.transaction (not the member's, C4), request.param.err.",
  },
  uplineTransferSetting: {
    verdict: 'designed',
    designed:
      'Not in the public record. Shaped like the other MCSFE settings relays (getDepositSettings, getWithdrawSettings): {uplineAccount ("" without an upline), minAmount, maxAmount}. Whether the member has a payment password is hasWithdrawalPassword\'s.',
  },
  transferUpline: {
    verdict: 'designed',
    designed:
      'Not in the public record. Encrypted because its neighbour, the legacy transfer to a downline (PUT /wps/agent/transferDownline, C1:677), is encrypted, and it carries the payment password: {amount, paymentPassword}; answers {transId, recipient, amount, balance}. Refusals, real (C4): invalid.payment.pw, account.balance.not.enough, account.transfer.exceed.min / .max; designed: not.exists.agent (no upline), payment.password.not.set.',
  },
} satisfies Record<keyof typeof moneyEndpoints, Evidence>;

export const moneyUnusedRecordCalls: readonly UnusedRecordCall[] = [
  // Money: the legacy client's wallet calls, which the current clients' calls replace.
  {
    call: 'POST /wps/wallets/transferToMainWallet, /wps/wallets/transferFromMainWallet, /wps/wallets/transferSubToSubWallet (form posts)',
    sources: ['C1:251', 'C1:260', 'C1:269'],
    why: 'The legacy transfers between wallets, one path per direction, form-encoded. The current clients move money between wallets with one relay, GCS_walletTransfer (W1 45068225465 @~18.3k, W1b 44310799120 @~58.1k), which Croupier makes (walletTransfer).',
  },
  {
    call: 'GET /wps/wallets/lockTransStatus, /wps/wallets/lockStatusByType, /wps/wallets/lockStatus',
    sources: ['C1:224', 'C1:233', 'C1:242'],
    why: 'The legacy checks of a locked wallet; their parameters and answers are in no source, and no current client calls them. A vendor wallet that refuses transfers for now is known when the transfer answers wallet.is.locked (C4): the transfer page marks that wallet locked and says so.',
  },
  {
    call: 'GET /wps/wallets/balance, GET /wps/wallets',
    sources: ['C1:120', 'C1:390', 'C6 24115983828: /wps/wallets/balance rows {accountName, availBalance}'],
    why: "The legacy wallet list and balances. The current clients read /wps/v2/wallets/balance?typeId=0 (W1, G3, G6), which Croupier makes (balance): its rows are the wallets the transfer page lists. The legacy rows' accountName is read from the v2 rows when present.",
  },
  {
    call: 'GET /wps/report/depositTransaction, GET /wps/report/withdrawTransaction',
    sources: ['C1:215', 'C1:298'],
    why: "The legacy deposit and withdrawal records. The account record lists every movement of money, deposits and withdrawals among them (filtered by type), through the current clients' memTransDet relay (W1, W2: ODSFE2_MemTransDet, the transactions call).",
  },
  {
    call: 'GET /wps/promotions/deposit',
    sources: ['C1:138'],
    why: "The promotions a member could attach to a deposit on the legacy site. The spec's deposit page (depositv2) offers none: promotions are joined and claimed in the reward centre (MCSFE_signUpRequestReward, MCSFE_claimIssuedPromotion).",
  },
  {
    call: 'POST /wps/v2/transaction/withdraw',
    sources: ["G7 70714992938: go444's withdraw gate matches it as well as /wps/transaction/withdraw"],
    why: "Only a proxy's defensive path match; no client sends it. Croupier withdraws on the client's path, POST /wps/transaction/withdraw, encrypted (C1:289).",
  },
];
