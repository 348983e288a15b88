/** Wallet and member-centre calls (gateway-protocol §5.5). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const memberEndpoints = {
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', {
    ...T,
    designed:
      'W1 reads the contract flags (dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype, *info*); balance = every wallet together, shown in the header when AGENTPOLICY3 is on (spec 6).',
  }, s.fundsConsolidated),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', {
    ...T,
    ...ENC,
    designed:
      'Payload not public; money, so ENC. { fromTypeId, toTypeId, amount } main (2) <-> one vendor wallet, or { toTypeId: 2, all: true }. Answer { transId, amount, balances[] }.',
  }, s.walletTransferResult),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', {
    ...T,
    designed:
      'isSingle is known (W1); wallets[] { accountTypeId, accountTypeName, displayName, availBalance, locked } designed. One wallet: balance?typeId=<id>.',
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
      'The relay name is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report shape as betRecords, filtered by transType ("" = all; a comma list for the bonus details). A row {transId, transTime, transType, amount, balanceAfter, status, remark, detail}; a withdrawal paid by another member\'s deposit also carries confirmationStatus (its withdrawal confirmation\'s status, so the record can open it).',
  }, s.transactionPage),
  manualRebate: ep('GET', '/wps/relay/MCSFE_getManualRebate', 'MEMTRANS3', {
    ...T,
    designed:
      'Designed (MCSFE_* naming): { list: [{ gameType, validBet, rate, amount }], minClaim }.',
  }, s.manualRebate),
  claimRebate: ep('POST', '/wps/relay/MCSFE_claimManualRebate', 'MEMTRANS3', {
    ...T,
    ...ENC,
    designed:
      'Designed; money, so ENC. { gameType } or { all: true }, paid as a REBATE movement: { amount, transId }; rebate.below.minimum.',
  }, s.rebateClaim),
  rebateClaims: ep('GET', '/wps/relay/MCSFE_getManualRebateRecords', 'MEMTRANS3', {
    ...T,
    designed:
      'Designed: the manual rebate\'s claim history, in the report shape of betRecords (beginTime/endTime epoch ms, pageNo, pageSize, gameType "" = all): { list: [{ transId (the REBATE movement paid), claimTime, gameType, validBet, rate, amount }], totalCount, totalPages, summary: { count, validBet, amount } }, one row per product type claimed, newest first. MCSFE_* like the claim it lists.',
  }, s.rebateClaimPage),
  personalProfit: ep('GET', '/wps/relay/ODSFE2_getPersonalProfit', 'BETHIST3', {
    ...T,
    designed:
      'Designed like betRecords, plus tzOffset (minutes east of UTC): one row per day { day, betCount, betAmount, validBet, winLoss, bonus, rebate, profit }, sums in summary.',
  }, s.profitPage),
};
