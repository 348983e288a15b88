/**
 * Where each agent call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { agentCentreEndpoints } from './centre-endpoints';
import type { agentEndpoints } from './endpoints';

export const agentEvidence = {
  dividendContract: {
    verdict: 'contradicts',
    sources: ["W1 37374 home.processDividendReq", "W1b getProcess = GET", "W1c 44565933760 @10971: participation sends {type, status}"],
    differs: "real params {type:<gameType>, status:\"A\"|\"R\"|\"C\"}; Croupier {action, contractId}",
    designed: "Payload designed: { action, contractId } → { contract, terminated[] }.",
  },
  dailySalaryContract: {
    verdict: 'contradicts',
    sources: ["W1b getSalary = GET", "W1c 44565933760 @~12.2k: wage sends {id, status}"],
    differs: "real {id, status}; Croupier {action, contractId}",
    designed: "Payload designed: { action, contractId } → { contract, terminated[] }.",
  },
  hourSalaryContract: {
    verdict: 'contradicts',
    sources: ["W1b getHourSalary = POST", "W1c 44565933760 @~13.2k: hourSalary sends {contractId, status}"],
    differs: "real {contractId, status}; Croupier {action, contractId}",
    designed: "Payload designed: { action, contractId } → { contract, terminated[] }.",
  },
  realTimeSalaryContract: {
    verdict: 'path',
    sources: ["W1b processRealTimeSalaryContract = POST"],
    designed: "Payload designed: { action, contractId } → { contract, terminated[] }.",
  },
  realTimeSalarySettle: {
    verdict: 'designed',
    designed: "MCSFE-style relay: pays the 5-minute windows since the last settlement.",
  },
  contractFlags: {
    verdict: 'contradicts',
    sources: ["W1b getConsolidated", "W1c 44565933760: computed divtypereq, dailysalreq, contracthoursalreq (maps keyed by game type)"],
    differs: "real: maps keyed by game type → arrays of tiers {minimumBet,netLoss,activeMember,contractRate,status P/E/V,downlineHigherRate} / {id,status,details[]} / {contractId,status,hourSalaryRates[]}; Croupier parses each as a boolean flag → always false",
    designed: "Known path and flag names (W1); their values designed.",
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
    designed: "MCSFE-style relay: the member's contracts.",
  },
  contractDraft: {
    verdict: 'designed',
    designed: "MCSFE-style relay: ceilings, figures, downstream contracts.",
  },
  contractOffer: {
    verdict: 'designed',
    designed: "MCSFE-style relay: an offer, checked as the app checks it.",
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
