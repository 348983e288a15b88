/** Wallet and member-centre calls (gateway-protocol §5.5). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const memberEndpoints = {
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', {
    ...T,
    designed:
      'W1 reads the contract flags from it (dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype and their *info* fields), go444 a balance: we take both. value.balance is every wallet of the member together (main and vendor wallets), shown in the header when AGENTPOLICY3 is on and the account is not a trial one (spec §6); currency and currencySymbol as the balance call.',
  }, s.fundsConsolidated),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', {
    ...T,
    ...ENC,
    designed:
      'The relay and module are known (W1), the payload is not: money moves, so it is encrypted like the other money calls. Body { fromTypeId, toTypeId, amount } between the main wallet (accountTypeId 2) and one vendor wallet, or { toTypeId: 2, all: true } to gather every vendor wallet into the main one. Answer { transId, amount, balances[] } with the wallets it changed. Refusals: account.balance.not.enough, wallet.is.locked, WALLET_TRANSFER_BUSY, request.param.err.',
  }, s.walletTransferResult),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', {
    ...T,
    designed:
      'value.isSingle is known (W1); the rest is designed: wallets[] { accountTypeId, accountTypeName (vendor code, MAIN for 2), displayName, availBalance, locked } so the transfer page opens with one call. Not cached (it carries balances); one wallet is refreshed with the balance call\'s typeId.',
  }, s.merchantWallet),

  // Reports. Query: beginTime, endTime (epoch ms, the period [beginTime, endTime)), pageNo,
  // pageSize, language, and the list's own filter. Answer: { list, totalCount, totalPages, summary }.
  // A period longer than 90 days, or endTime <= beginTime, answers request.param.err; pageSize is at most 100.
  betRecords: ep('GET', '/wps/relay/ODSFE2_getBetHistory', 'BETHIST3', {
    ...T,
    designed:
      'Not in the public record (legacy clients used /wps/report/*). Shaped like the ODS report relays that are known (ODSFE2_getWinnerBoard, ODSFE2_MemTransDet): GET, beginTime/endTime in epoch ms so the day boundaries are the player\'s own, gameType ("" = all), a page with the period totals in `summary`.',
  }, s.betRecordPage),
  transactions: ep('GET', '/wps/relay/ODSFE2_MemTransDet', 'TRANSHIST3', {
    ...T,
    designed:
      'The relay name is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report shape as betRecords, filtered by transType ("" = all; one type, or several separated by commas: the bonus details ask for BONUS,REBATE,DIVIDEND,SALARY).',
  }, s.transactionPage),
  manualRebate: ep('GET', '/wps/relay/MCSFE_getManualRebate', 'MEMTRANS3', {
    ...T,
    designed:
      'Not in the public record; named like the member-centre relays (MCSFE_*). Answer { list: [{ gameType, validBet, rate, amount }], minClaim }: per product type, the valid bets since the last claim, the rate and the rebate a claim pays now.',
  }, s.manualRebate),
  claimRebate: ep('POST', '/wps/relay/MCSFE_claimManualRebate', 'MEMTRANS3', {
    ...T,
    ...ENC,
    designed:
      'Not in the public record. Money moves, so encrypted like the other money calls. Body { gameType } (one product type) or { all: true }; the rebate is paid into the main wallet as a REBATE movement of the account record. Answer { amount, transId }. Refusals: rebate.below.minimum (nothing or too little to claim), request.param.err.',
  }, s.rebateClaim),
  personalProfit: ep('GET', '/wps/relay/ODSFE2_getPersonalProfit', 'BETHIST3', {
    ...T,
    designed:
      'Not in the public record. A report relay like betRecords: beginTime/endTime, pageNo/pageSize, gameType ("" = all), and tzOffset (minutes east of UTC) so the rows are the player\'s own days. Answer: one row per day with activity, newest first { day, betCount, betAmount, validBet, winLoss, bonus, rebate, profit = winLoss + bonus + rebate }, the period\'s sums in `summary`. Bonuses and rebates belong to no game type: with a gameType they are 0.',
  }, s.profitPage),
};
