/** Wallet and member-centre calls (gateway-protocol §5.5). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';
import * as s from './schemas';

export const memberEndpoints = {
  balance: ep('GET', '/wps/v2/wallets/balance', 'COMM3', T, s.walletBalance),
  fundsConsolidated: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', T, anyValue),
  walletTransfer: ep('POST', '/wps/relay/GCS_walletTransfer', 'FUNDTRANS3', T, anyValue),
  merchantWallet: ep('GET', '/wps/relay/GCS_merchantWallet', 'COMM3', T, anyValue),

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
      'The relay name is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report shape as betRecords, filtered by transType ("" = all).',
  }, s.transactionPage),
};
