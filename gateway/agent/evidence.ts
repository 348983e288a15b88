/**
 * Where each agent call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { agentCentreEndpoints } from './centre-endpoints';
import type { agentEndpoints } from './endpoints';

export const agentEvidence = {
  dividendContract: {
    verdict: 'record',
    sources: [
      'W1c 44565933760 @~10.9k: participation(type, status) dispatches {type: <game type key of divtypereq>, status}; Accept sends A, Reject R, Terminate (an entry in force, V) C',
      'W1c 44565933760 @~10.2k: confirm() asks first when the entry\'s downlineHigherRate is "Y" (the higher_rate warning), then re-reads the consolidated call; the answer is read for nothing but success',
      'W1b 44310799120 @~57.4k: getProcess = si.A.get(ri.A.home.processDividendReq, e), a GET (query)',
      "W1 37374 home.processDividendReq: the relay's path, token",
    ],
    note: "The W2 family spells it MCSFE_processContractDividend (same payload assumed; the lead's gateway profile chooses). Designed beside the record: an upline ending its own offer or contract adds its downline's account (`downline`), since {type} alone names the caller's contract as the downline; the simulator's answer {contract, terminated[]} (read only when present). Refusals contract.not.found / .not.pending / .not.active / .rate.above.upline are designed codes (the legacy catalogue C4 has none for contracts).",
  },
  dailySalaryContract: {
    verdict: 'record',
    sources: [
      'W1c 44565933760 @~12.2k: wage(dailysalreq[gameType][0].id, status) dispatches {id, status}; A, R, C as for the dividend',
      'W1b 44310799120 @~57.5k: getSalary = si.A.get(ri.A.home.processDailySalary, e), a GET (query)',
    ],
    note: 'The W2 family spells it MCSFE_processDailySalaryContract. An upline withdraws its offer by its id with R. Designed: the answer {contract, terminated[]} (read only when present) and the contract.* refusal codes.',
  },
  hourSalaryContract: {
    verdict: 'record',
    sources: [
      'W1c 44565933760 @~13.2k: hourSalary(contracthoursalreq[gameType][0].contractId, status) dispatches {contractId, status}',
      'W1b 44310799120 @~58.3k: getHourSalary = si.A.post(ri.A.home.processContractHourSalary, e), a POST (JSON)',
    ],
    note: "The W2 family spells it MCSFE_processContractHourSalary. W1's hourly modal sends A from the Terminate button of a contract in force; Croupier sends C there, as W1's dividend and daily terminate do. Designed: the answer {contract, terminated[]} (read only when present) and the contract.* refusal codes.",
  },
  realTimeSalaryContract: {
    verdict: 'path',
    sources: ['W1b 44310799120 @~58.4k: processRealTimeSalaryContract = si.A.post(ri.A.home.processRealTimeSalaryContract, e), a POST'],
    designed:
      'No client shows the payload: designed like the hourly relay, JSON {contractId, status: A|R|C}; the answer {contract, terminated[]} read only when present.',
  },
  realTimeSalarySettle: {
    verdict: 'designed',
    designed: 'MCSFE-style relay: pays the 5-minute windows since the last settlement.',
  },
  teamOverview: {
    verdict: 'designed',
    designed:
      "No call of the record sums a team for a period: the legacy reports (C1:686-731 /wps/report/downlineTransaction, downlineLottoPNL, teamPVPFishingPNL, teamPVPRNGBetting, income, commission) list rows of one kind, none the team's size, its new and active members and its daily figures. An ODS-style report relay like the member's (ODSFE2_*): GET beginTime/endTime → the period's totals and per-day figures.",
  },
  downlines: {
    verdict: 'path',
    sources: ['C1:609 getDownlines: GET /wps/agent/downlines, token, its query passed through from callers not in the record'],
    designed:
      'The query and the answer are not in the record: pageNo, pageSize (at most 100), account (a part of it) → { list: [{ account, type, regDate, lastLogin, balance, contracts[] }], totalCount, totalPages }, the list-relay page shape.',
  },
  downlineTransfer: {
    verdict: 'path',
    sources: ["C1:677 transferToDownline: PUT /wps/agent/transferDownline, token, the body DES-encrypted with the key's RSA in the Encryption header"],
    designed:
      "The fields are not in the record (its callers are not public): { downline, amount, paymentPassword } → { transId, amount, balance } (the agent's balance after). Refusals from the legacy catalogue where it has one (C4: invalid.payment.pw, account.balance.not.enough, account.transfer.exceed.min/max, not.exists.user, empty.amount); contract.not.downline for an account that is not the agent's direct downline, which C4 has no code for.",
  },
  contractList: {
    verdict: 'designed',
    designed:
      "MCSFE-style relay: every contract the member is party to, as upline or downline, each with its game type (the agent centre's contracts page; offers waiting and contracts in force also come from the consolidated call).",
  },
  contractDraft: {
    verdict: 'designed',
    designed: "MCSFE-style relay: ceilings per kind (comprehensive) and per kind and game type, the downline team's figures, its downstream contracts.",
  },
  contractOffer: {
    verdict: 'designed',
    designed:
      'MCSFE-style relay: an offer of a kind for a game type (CONS by default), checked as the app checks it; the contract.* refusal codes are designed (none in the legacy catalogue C4).',
  },
  teamBets: {
    verdict: 'path',
    sources: ['C1:713 getTeamPVPRNGBetting: GET /wps/report/teamPVPRNGBetting, token, query parameters'],
    designed:
      "The legacy team betting report; its parameters and answer are not in the record. Designed like the member's reports: beginTime/endTime (epoch ms), pageNo, pageSize, gameType ('' = all; every game type Croupier lists, not only the PVP and RNG games the legacy site had), account (a part of a team member's account) → { list[bet + account], totalCount, totalPages, summary }.",
  },
  teamProfit: {
    verdict: 'path',
    sources: ['C1:695 getDownlineLottoPNL: GET /wps/report/downlineLottoPNL, token, query parameters'],
    designed:
      "The legacy per-downline profit and loss (the lottery site's games); its parameters and answer are not in the record. Designed: beginTime/endTime, pageNo, pageSize, account → one row per team member active in the period, over every game type { account, level, betCount, validBet, winLoss, deposits, withdrawals, bonus, profit }, with the period's sums. The team's PVP and fishing profit and loss (C1:704 teamPVPFishingPNL) is in the same rows.",
  },
  teamTransactions: {
    verdict: 'path',
    sources: ['C1:686 getDownlineTransactions: GET /wps/report/downlineTransaction, token, query parameters'],
    designed:
      "The legacy downline transaction report; its parameters and answer are not in the record. Designed like the member's account record (ODSFE2_MemTransDet): beginTime/endTime, pageNo, pageSize, transType ('' = all), account → { list[movement + account], totalCount, totalPages, summary }.",
  },
  agentIncome: {
    verdict: 'path',
    sources: ['C1:722 getIncomeReport: GET /wps/report/income, token, query parameters'],
    designed:
      "The legacy income report; its parameters and answer are not in the record. Designed: the contract payouts the agent received, beginTime/endTime, pageNo, pageSize, kind ('' = every kind) → { list[payout], totalCount, totalPages, summary }, the payout records' row.",
  },
  dividendRecords: {
    verdict: 'designed',
    designed:
      'No call of the record lists contract payouts: the legacy reports (C1:686-731) predate the contracts (W1/W2 MCS2_/MCSFE_ relays), their income report is my income (received, every kind), and their commission report (C1:731) is the rebate commission of the legacy agency, which Croupier does not have. An MCSFE-style relay per contract kind, with its module: the dividend periods paid, received or paid to a downline (side), in the report shape.',
  },
  dailySalaryRecords: {
    verdict: 'designed',
    designed:
      'No call of the record lists contract payouts: the legacy reports (C1:686-731) predate the contracts (W1/W2 MCS2_/MCSFE_ relays), their income report is my income (received, every kind), and their commission report (C1:731) is the rebate commission of the legacy agency, which Croupier does not have. An MCSFE-style relay per contract kind, with its module: the daily wages paid, received or paid to a downline (side), in the report shape.',
  },
  hourSalaryRecords: {
    verdict: 'designed',
    designed:
      'No call of the record lists contract payouts: the legacy reports (C1:686-731) predate the contracts (W1/W2 MCS2_/MCSFE_ relays), their income report is my income (received, every kind), and their commission report (C1:731) is the rebate commission of the legacy agency, which Croupier does not have. An MCSFE-style relay per contract kind, with its module: the hourly salary periods paid, received or paid to a downline (side), in the report shape.',
  },
  realTimeSalaryRecords: {
    verdict: 'designed',
    designed:
      'No call of the record lists contract payouts: the legacy reports (C1:686-731) predate the contracts (W1/W2 MCS2_/MCSFE_ relays), their income report is my income (received, every kind), and their commission report (C1:731) is the rebate commission of the legacy agency, which Croupier does not have. An MCSFE-style relay per contract kind, with its module: the 5-minute real-time salary windows paid, received or paid to a downline (side), in the report shape.',
  },
  registerDownline: {
    verdict: 'path',
    sources: ["C1:600 registerDownline: POST /wps/agent/downline, token, the body DES-encrypted with the key's RSA in the Encryption header"],
    designed:
      "The fields are not in the record: the member registration's (username, password, confirmPassword, registerMethod WEB and the brand's rule fields) plus accountType PLAYER or AGENT, checked against the same field rules → { account, type, regDate }.",
  },
  affiliateUrls: {
    verdict: 'path',
    sources: ['C1:628 getAffiliateURLs: GET /wps/agent/affiliateUrls, token, its query passed through from callers not in the record'],
    designed:
      "No parameters; the answer is not in the record: the agent's invitation code and one link per sign-up kind, { affiliateCode, urls: [{ type: PLAYER | AGENT, url }] }.",
  },
  agentAnnouncements: {
    verdict: 'path',
    sources: [
      'C1:147 getAgentAnnouncements: GET /wps/agent/announcements, token, query parameters',
      'C1c:95-109 getAgentAnnouncements: { merchantCode, type: "M", category: "P" }, and a logged-in agent { merchantCode } alone',
    ],
    designed:
      'merchantCode as the legacy site sends it; paging (pageNo, pageSize) and the answer are designed: { list: [{ id, title, content (HTML), publishedAt, pinned }], totalCount, totalPages }, pinned first, then newest.',
  },
} satisfies Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, Evidence>;

export const agentUnusedRecordCalls: readonly UnusedRecordCall[] = [
  // The agent centre.
  {
    call: 'GET /wps/agent/globalRebateSettings, GET /wps/agent/downlineRebates',
    sources: ['C1:579 getGlobalRebateSettings', 'C1:588 getDownlineRebates'],
    why: "The legacy agency paid agents a rebate share set per downline; Croupier's agents earn by contracts (spec §1, §4: dividend and salaries), and no screen sets rebates.",
  },
  {
    call: 'GET /wps/report/commission',
    sources: ['C1:731 getCommissionReport'],
    why: 'The legacy rebate commission report: Croupier has no rebate commission (see downlineRebates); what an agent earns is in my income (/wps/report/income) and the contract payout records.',
  },
  {
    call: 'GET /wps/report/teamPVPFishingPNL',
    sources: ['C1:704 getTeamPVPFishingPNL'],
    why: 'User profit and loss is one report over every game type (teamProfit on /wps/report/downlineLottoPNL); the legacy site split it by its game families.',
  },
  {
    call: 'PUT /wps/agent/promoteDownlineToAgent',
    sources: ['C1:665 promoteDownlineToAgent'],
    why: 'The spec has no promotion of a member to agent: an agent registers a downline agent directly (registerDownline, accountType AGENT) or hands out its agent link.',
  },
  {
    call: 'POST /wps/agent/affiliateUrl, DELETE /wps/agent/affiliateUrl?affiUrlId=',
    sources: ['C1:619 createAffiliateURL', 'C1:638 deleteAffiliateUrl'],
    why: "The registration centre hands out the agent's links as affiliateUrls lists them (its invitation code, one link per sign-up kind); it offers no creating or deleting of links.",
  },
  {
    call: 'GET /wps/agent/registeredAffiliates',
    sources: ['C1:647 getRegisteredAffiliates'],
    why: 'Who signed up under the agent is the downline list (downlines: every direct downline with its sign-up date, however it came); no screen lists sign-ups by link.',
  },
  {
    call: 'GET /wps/agent/transferEnabled',
    sources: ['C1:656 checkTransferEnabled'],
    why: "Croupier's transfer to a downline has no rule that turns it off for an agent: every agent may transfer, within the payment password, the balance and the limits the transfer itself checks.",
  },
];
