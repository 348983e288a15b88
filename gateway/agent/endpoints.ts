/**
 * Agent contract calls (gateway-protocol §5.8). The four process relays are known (one per kind,
 * each gated by its module); what they take and answer is not: they are designed here as one
 * shape, `{ action, contractId }` answered with the contract and whatever it auto-terminated.
 * Listing contracts, drafting and sending an offer are designed calls too. None carries money or
 * a password, so none is encrypted.
 */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

const PROCESS =
  'The relay is known (W1/W2), its payload is not: action ACCEPT, REJECT or TERMINATE (and SETTLE for real-time salary) with contractId; answers { contract, terminated[] } — terminated lists the contracts an acceptance auto-terminated (spec §4). GET relays take them as query parameters, as the record has them.';

export const agentEndpoints = {
  dividendContract: ep('GET', '/wps/relay/MCS2_processDividendReq', 'SIGNCONDIV3', { ...T, designed: PROCESS }, s.contractDecision),
  dailySalaryContract: ep('GET', '/wps/relay/MCS2_processDailySalContract', 'DAILYSALCONT3', { ...T, designed: PROCESS }, s.contractDecision),
  hourSalaryContract: ep('POST', '/wps/relay/MCS2_processContractHourSalary', 'HOURSAL3', { ...T, designed: PROCESS }, s.contractDecision),
  realTimeSalaryContract: ep('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', { ...T, designed: PROCESS }, s.contractDecision),
  realTimeSalarySettle: ep('POST', '/wps/relay/MCSFE_settleRealTimeSalary', 'RTSALARY3', {
    ...T,
    designed:
      'Not in the public record. Real-time salary settles every 5 minutes (spec §4, §9); the app asks on its own timer, and the server pays only what the 5-minute windows since the last settlement earned (asking early pays nothing), through the ledger. Answers { payouts[] }.',
  }, s.realtimeSettlement),
  // The consolidated funds call (gateway-protocol §5.5), as the contract feature reads it: its
  // contract flags checked (the member table's entry for the same path takes any value).
  contractFlags: ep('GET', '/wps/member/info/funds/consolidated', 'AGENTPOLICY3', {
    ...T,
    designed: 'The path and the flag names are known (W1); the flags\' values are not: read as 1/0, "Y"/"N" or booleans. *req = an offer of that kind waits for this member; *info = a contract of that kind is active.',
  }, s.fundsConsolidated),
  teamOverview: ep('GET', '/wps/relay/ODSFE2_getTeamOverview', 'AGENTPOLICY3', {
    ...T,
    designed:
      'Not in the public record. Shaped like the ODS report relays (ODSFE2_*): beginTime/endTime in epoch ms (the agent\'s own day boundaries; at most 31 days, else request.param.err). Answers the team\'s totals for the period (teamSize, newMembers, activeMembers, deposits, withdrawals, validBet, profitLoss) and the same per day (days[]: day, validBet, profitLoss, activeMembers) for the chart.',
  }, s.teamOverview),
  // The team (legacy /wps/agent/* family, gateway-protocol §5.9).
  downlines: ep('GET', '/wps/agent/downline', 'AGENTPOLICY3', {
    ...T,
    designed:
      'The legacy family /wps/agent/* names a downline call (C1); its shape is not recorded. Query: pageNo, pageSize (at most 100), account (a part of the account, "" for all). Answers the agent\'s direct downlines, newest first, as a page: { list: [{ account, type, regDate, lastLogin, balance, contracts: [{ kind, status }] }], totalCount, totalPages }.',
  }, s.downlinePage),
  downlineTransfer: ep('POST', '/wps/agent/downline/transfer', 'FUNDTRANS3', {
    ...T,
    ...ENC,
    designed:
      'Not in the public record. Money and the payment password move in it, so it is encrypted like the withdrawal: { downline, amount, paymentPassword }. Refusals: invalid.payment.pw, account.balance.not.enough, contract.not.downline, account.transfer.exceed.min / .max. Answers { transId, amount, balance } (the agent\'s balance after).',
  }, s.downlineTransferResult),
  contractList: ep('GET', '/wps/relay/MCSFE_getContractList', 'AGENTPOLICY3', {
    ...T,
    designed:
      'Not in the public record. Named like the MCSFE_* relays: every contract the member is party to, as upline (offered to its downlines) or downline, newest first: { contracts[] }.',
  }, s.contractList),
  contractDraft: ep('GET', '/wps/relay/MCSFE_getContractDraft', 'AGENTPOLICY3', {
    ...T,
    designed:
      'Not in the public record. What the offer screen needs about one direct downline (query downline=<account>): the agent\'s own top rate per kind (the ceiling), the downline team\'s figures for a recent period of each length (the payout preview), and the downline\'s own contracts (the auto-termination warning).',
  }, s.contractDraft),
  contractOffer: ep('POST', '/wps/relay/MCSFE_offerContract', 'AGENTPOLICY3', {
    ...T,
    designed:
      'Not in the public record. JSON { downline, kind, period, tiers[] }; the server applies the same rules as the app (direct downline, tiers ascending, no rate above the upline\'s own) and answers { contract, terminated: [] }. No money or password: plain JSON like the other MCSFE relays.',
  }, s.contractDecision),
};
