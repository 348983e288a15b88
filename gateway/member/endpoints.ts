/** Wallet and member-centre calls (gateway-protocol §5.5). */
import { ep, T } from '../endpoint';
import * as s from './schemas';

export const memberEndpoints = {
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  // The member's contract maps keyed by game type (offers waiting, contracts in force) and info
  // flags, as W1 reads them, and the consolidated balance (designed): the wallet and the contract
  // modal both read it.
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', T, s.fundsConsolidated),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', T, s.walletTransferResult),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', T, s.merchantWallet),

  // Reports. Query: beginTime, endTime (epoch ms, the period [beginTime, endTime)), pageNo,
  // pageSize, language, and the list's own filter. Answer: { list, totalCount, totalPages, summary }.
  // A period longer than 90 days, or endTime <= beginTime, answers request.param.err; pageSize is at most 100.
  betRecords: ep('GET', '/wps/report/accountGameBetHistory', 'BETHIST3', T, s.betRecordPage),
  transactions: ep('GET', '/wps/relay/ODSFE2_MemTransDet', 'MEMTRANS3', T, s.transactionPage),
  manualRebate: ep('GET', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', 'MEMTRANS3', T, s.manualRebate),
  claimRebate: ep('POST', '/wps/relay/MCSFE_claimManualRebate', 'MEMTRANS3', T, s.rebateClaim),
  rebateClaims: ep('GET', '/wps/relay/MCSFE_getManualRebateRecords', 'MEMTRANS3', T, s.rebateClaimPage),
  personalProfit: ep('GET', '/wps/relay/ODSFE2_getPersonalProfit', 'BETHIST3', T, s.profitPage),
};
