/**
 * Agent calls (gateway-protocol §5.8 contracts, §5.9 the legacy /wps/agent/* family). Where the
 * record is silent the call is designed like the provider's others (evidence.ts says which and
 * why); the comment above an entry says what it sends and answers.
 */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

// The decision relays (W1c, the contract modal): none is encrypted, and the public client reads
// nothing of the answer but success. Dividend (GET query): { type: <game type>, status } names the
// caller's dividend contract of that game type as the downline; daily salary (GET query): { id,
// status }; hourly salary (POST JSON): { contractId, status }; real-time salary (POST JSON, payload
// designed like the hourly one): { contractId, status }. status A accepts and R rejects an offer,
// C terminates a contract in force; an upline withdraws its own offer with R (and, for a dividend,
// names its downline: `downline`, designed). The simulator answers, designed, { contract,
// terminated[] } (the contracts an acceptance auto-terminated, spec §4).

export const agentEndpoints = {
  dividendContract: ep(
    'GET',
    '/wps/relay/MCS2_processDividendReq',
    'SIGNCONDIV3',
    { ...T, variants: { w2: '/wps/relay/MCSFE_processContractDividend' } },
    s.contractDecision,
  ),
  dailySalaryContract: ep(
    'GET',
    '/wps/relay/MCS2_processDailySalContract',
    'DAILYSALCONT3',
    { ...T, variants: { w2: '/wps/relay/MCSFE_processDailySalaryContract' } },
    s.contractDecision,
  ),
  hourSalaryContract: ep(
    'POST',
    '/wps/relay/MCS2_processContractHourSalary',
    'HOURSAL3',
    { ...T, variants: { w2: '/wps/relay/MCSFE_processContractHourSalary' } },
    s.contractDecision,
  ),
  realTimeSalaryContract: ep('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', 'RTSALARY3', T, s.contractDecision),
  // Real-time salary settles every 5 minutes (spec §4, §9): the app asks on its own XState timer;
  // the server pays, through the ledger, only the whole 5-minute windows since the last settlement
  // (asking early pays nothing). Answers { payouts[] }.
  realTimeSalarySettle: ep('POST', '/wps/relay/MCSFE_settleRealTimeSalary', 'RTSALARY3', T, s.realtimeSettlement),
  // The offers waiting for the member and its contracts in force come from the consolidated funds
  // call (gateway/member/endpoints.ts fundsConsolidated).
  // The team overview, shaped like the ODS report relays: beginTime/endTime in epoch ms (the
  // agent's own day boundaries; at most 31 days, else request.param.err). Answers the period's
  // teamSize, newMembers, activeMembers, deposits, withdrawals, validBet, profitLoss, and days[]
  // (day, validBet, profitLoss, activeMembers) for the chart. No report of the record sums a team
  // this way, so it stays a designed relay.
  teamOverview: ep('GET', '/wps/relay/ODSFE2_getTeamOverview', 'AGENTPOLICY3', T, s.teamOverview),
  // The legacy client's downline list (C1 GET /wps/agent/downlines), whose query the record does
  // not show. Query: pageNo, pageSize (at most 100), account (a part of it, "" for all). Answers
  // the direct downlines, newest first:
  // { list: [{ account, type, regDate, lastLogin, balance, contracts: [{ kind, status }] }], totalCount, totalPages }.
  downlines: ep('GET', '/wps/agent/downlines', 'AGENTPOLICY3', T, s.downlinePage),
  // The legacy client's transfer to a downline (C1 PUT /wps/agent/transferDownline, encrypted):
  // { downline, amount, paymentPassword }. Refusals: invalid.payment.pw, account.balance.not.enough,
  // not.exists.user, contract.not.downline, account.transfer.exceed.min / .max, empty.amount.
  // Answers { transId, amount, balance } (the agent's balance after).
  downlineTransfer: ep('PUT', '/wps/agent/transferDownline', 'FUNDTRANS3', { ...T, ...ENC }, s.downlineTransferResult),
  // Every contract the member is party to, as upline or downline, newest first: { contracts[] }.
  contractList: ep('GET', '/wps/relay/MCSFE_getContractList', 'AGENTPOLICY3', T, s.contractList),
  // What the offer screen needs about one direct downline (query downline=<account>): the agent's
  // own top rate per kind and per game type (the ceiling), the downline team's figures for a recent period of each
  // length (the payout preview) and the downline's own contracts (the auto-termination warning).
  contractDraft: ep('GET', '/wps/relay/MCSFE_getContractDraft', 'AGENTPOLICY3', T, s.contractDraft),
  // JSON { downline, kind, gameType, period, tiers[] }; the server applies the app's rules (direct
  // downline, tiers ascending, no rate above the agent's own for that game type, else its
  // comprehensive one; the kind's module on, else contract.kind.unavailable) and answers
  // { contract, terminated: [] }. Like every agent call here but the contract list, the relays
  // and the settlement, a non-agent gets non.agent.
  contractOffer: ep('POST', '/wps/relay/MCSFE_offerContract', 'AGENTPOLICY3', T, s.contractOffered),
  // The agent centre's team reports, on the legacy client's report paths (C1 GET /wps/report/*,
  // query parameters; what it sends and answers is not in the record): beginTime/endTime in epoch
  // ms (the agent's own days; at most 90 days), pageNo, pageSize (at most 100), the list's own
  // filter, and `account` (a part of a team member's account, '' = all). Answer { list,
  // totalCount, totalPages, summary } with the period's sums over every row, shaped like the
  // member's reports (ODSFE2_getBetHistory). The team is everyone below the agent, every level,
  // and every game type (the legacy names say PVP/RNG and lotto: that site's games).
  teamBets: ep('GET', '/wps/report/teamPVPRNGBetting', 'AGENTPOLICY3', T, s.teamBetPage),
  teamProfit: ep('GET', '/wps/report/downlineLottoPNL', 'AGENTPOLICY3', T, s.memberProfitPage),
  teamTransactions: ep('GET', '/wps/report/downlineTransaction', 'AGENTPOLICY3', T, s.teamTransactionPage),
  // My income, on the legacy client's income report (C1 GET /wps/report/income): the contract
  // payouts the agent received, every kind (`kind` filters), in the report shape above.
  agentIncome: ep('GET', '/wps/report/income', 'AGENTPOLICY3', T, s.payoutPage),
  // Contract payouts: each period of each contract the agent is party to, received (side RECEIVED)
  // or paid to a downline (PAID), with the figures it was paid on and the tier reached; `side`
  // filters ('' = both). No report of the record lists contract payouts: designed relays.
  dividendRecords: ep('GET', '/wps/relay/MCSFE_getDividendRecord', 'SIGNCONDIV3', T, s.payoutPage),
  dailySalaryRecords: ep('GET', '/wps/relay/MCSFE_getDailySalaryRecord', 'DAILYSALCONT3', T, s.payoutPage),
  hourSalaryRecords: ep('GET', '/wps/relay/MCSFE_getHourSalaryRecord', 'HOURSAL3', T, s.payoutPage),
  realTimeSalaryRecords: ep('GET', '/wps/relay/MCSFE_getRealTimeSalaryRecord', 'RTSALARY3', T, s.payoutPage),
};
