/**
 * Where each agent call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { agentCentreEndpoints } from './centre-endpoints';
import type { agentEndpoints } from './endpoints';

export const agentEvidence = {
  dividendContract: {
    verdict: 'record',
    sources: [
      "W1c 44565933760 @~10.9k: participation(type, status) dispatches {type: <game type key of divtypereq>, status}; Accept sends A, Reject R, Terminate (an entry in force, V) C",
      "W1c 44565933760 @~10.2k: confirm() asks first when the entry's downlineHigherRate is \"Y\" (the higher_rate warning), then re-reads the consolidated call; the answer is read for nothing but success",
      "W1b 44310799120 @~57.4k: getProcess = si.A.get(ri.A.home.processDividendReq, e), a GET (query)",
      "W1 37374 home.processDividendReq: the relay's path, token",
    ],
    note: "The W2 family spells it MCSFE_processContractDividend (same payload assumed; the lead's gateway profile chooses). Designed beside the record: an upline ending its own offer or contract adds its downline's account (`downline`), since {type} alone names the caller's contract as the downline; the simulator's answer {contract, terminated[]} (read only when present). Refusals contract.not.found / .not.pending / .not.active / .rate.above.upline are designed codes (the legacy catalogue C4 has none for contracts).",
  },
  dailySalaryContract: {
    verdict: 'record',
    sources: [
      "W1c 44565933760 @~12.2k: wage(dailysalreq[gameType][0].id, status) dispatches {id, status}; A, R, C as for the dividend",
      "W1b 44310799120 @~57.5k: getSalary = si.A.get(ri.A.home.processDailySalary, e), a GET (query)",
    ],
    note: "The W2 family spells it MCSFE_processDailySalaryContract. An upline withdraws its offer by its id with R. Designed: the answer {contract, terminated[]} (read only when present) and the contract.* refusal codes.",
  },
  hourSalaryContract: {
    verdict: 'record',
    sources: [
      "W1c 44565933760 @~13.2k: hourSalary(contracthoursalreq[gameType][0].contractId, status) dispatches {contractId, status}",
      "W1b 44310799120 @~58.3k: getHourSalary = si.A.post(ri.A.home.processContractHourSalary, e), a POST (JSON)",
    ],
    note: "The W2 family spells it MCSFE_processContractHourSalary. W1's hourly modal sends A from the Terminate button of a contract in force; Croupier sends C there, as W1's dividend and daily terminate do. Designed: the answer {contract, terminated[]} (read only when present) and the contract.* refusal codes.",
  },
  realTimeSalaryContract: {
    verdict: 'path',
    sources: ["W1b 44310799120 @~58.4k: processRealTimeSalaryContract = si.A.post(ri.A.home.processRealTimeSalaryContract, e), a POST"],
    designed: "No client shows the payload: designed like the hourly relay, JSON {contractId, status: A|R|C}; the answer {contract, terminated[]} read only when present.",
  },
  realTimeSalarySettle: {
    verdict: 'designed',
    designed: "MCSFE-style relay: pays the 5-minute windows since the last settlement.",
  },
  teamOverview: {
    verdict: 'designed',
    designed: "ODS-style report relay: period totals and per-day figures.",
  },
  downlines: {
    verdict: 'contradicts',
    sources: ["C1:609 GET /wps/agent/downlines"],
    differs: "Croupier path singular /wps/agent/downline",
    designed: "Legacy /wps/agent/* call; query and page shape designed.",
  },
  downlineTransfer: {
    verdict: 'contradicts',
    sources: ["C1:677 PUT /wps/agent/transferDownline enc"],
    differs: "Croupier POST /wps/agent/downline/transfer",
    designed: "Legacy /wps/agent/* naming; encrypted (money, payment password).",
  },
  contractList: {
    verdict: 'designed',
    designed: "MCSFE-style relay: every contract the member is party to, as upline or downline, each with its game type (the agent centre's contracts page; offers waiting and contracts in force also come from the consolidated call).",
  },
  contractDraft: {
    verdict: 'designed',
    designed: "MCSFE-style relay: ceilings per kind (comprehensive) and per kind and game type, the downline team's figures, its downstream contracts.",
  },
  contractOffer: {
    verdict: 'designed',
    designed: "MCSFE-style relay: an offer of a kind for a game type (CONS by default), checked as the app checks it; the contract.* refusal codes are designed (none in the legacy catalogue C4).",
  },
  teamBets: {
    verdict: 'designed',
    designed: "ODS report relay like getBetHistory, over the team; gameType, account.",
  },
  teamProfit: {
    verdict: 'designed',
    designed: "ODS report relay: one row per active team member; account.",
  },
  teamTransactions: {
    verdict: 'designed',
    designed: "ODS report relay like MemTransDet, over the team; transType, account.",
  },
  agentIncome: {
    verdict: 'designed',
    designed: "MCSFE-style report: payouts received; kind.",
  },
  dividendRecords: {
    verdict: 'designed',
    designed: "MCSFE-style report: dividend periods paid; side.",
  },
  dailySalaryRecords: {
    verdict: 'designed',
    designed: "MCSFE-style report: daily wages paid; side.",
  },
  hourSalaryRecords: {
    verdict: 'designed',
    designed: "MCSFE-style report: hourly salary paid; side.",
  },
  realTimeSalaryRecords: {
    verdict: 'designed',
    designed: "MCSFE-style report: 5-minute windows settled; side.",
  },
  registerDownline: {
    verdict: 'contradicts',
    sources: ["C1:600 POST /wps/agent/downline enc"],
    differs: "Croupier PUT",
    designed: "Legacy /wps/agent/* naming; encrypted (password), registration rules.",
  },
  affiliateUrls: {
    verdict: 'path',
    sources: ["C1:628"],
    designed: "Legacy affiliateUrls: the code and a link per sign-up kind.",
  },
  agentAnnouncements: {
    verdict: 'path',
    sources: ["C1:147"],
    designed: "Legacy call; paged { id, title, content HTML, publishedAt }.",
  },
} satisfies Record<keyof typeof agentEndpoints | keyof typeof agentCentreEndpoints, Evidence>;
