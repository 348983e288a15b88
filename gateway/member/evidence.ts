/**
 * Where each member call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { memberEndpoints } from './endpoints';

export const memberEvidence = {
  balance: {
    verdict: 'record',
    sources: ["G3 memberSummary.php legs ?typeId=0", "G6 table"],
    note: "sumBalance, balance[accountTypeId=2].availBalance, currency, currencySymbol",
  },
  fundsConsolidated: {
    verdict: 'record',
    sources: [
      "W1b 44310799120 @~57.3k: getConsolidated = si.A.get(ri.A.home.consolidated, e), a GET with the token",
      "W1b 44310799120 @~93.3k: the store keeps value.dailysalreqtype (as dailysalreq), divtypereq, contracthoursalreq, realtimesalreqtype; hasContract(value) opens the modal; updateType reads contractmrdailysalinfotype, contracthoursalinfo, dailysalinfotype, divtypeinfo with checkConsolidated (on/off)",
      "W1c 44565933760 @~0.6k-9.4k: the modal reads the maps keyed by game type: divtypereq[g] tiers {minimumBet, netLoss, activeMember, contractRate (parseInt(100*rate)%)} with [0].status P/E (offer) or V (in force); dailysalreq[g][0] {id, status, details[{betVolume, activeMember, rateType, rate}]}; contracthoursalreq[g][0] {contractId, status, hourSalaryRates[{minimumBet, activeMember, rateType, rate}]}",
    ],
    note: "Designed beside the record: realtimesalreqtype's entries (no source shows them: like the hourly map, realTimeSalaryRates[]), realtimesalinfotype, and the consolidated balance (balance, currency, currencySymbol: every wallet together, shown in the header when AGENTPOLICY3 is on, spec §6; G3 only guesses a balance field as a fallback). One entry serves the wallet and the contract modal.",
  },
  walletTransfer: {
    verdict: 'contradicts',
    sources: ["W1 37374 walletTransfer (no encrypt) (45068225465 @~18.3k)", "W1b si.A.post(ri.A.walletTransfer, e) (44310799120 @58134)"],
    differs: "Croupier encrypts; W1 sends plain JSON; payload {fromTypeId,toTypeId,amount,all} designed",
    designed: "Payload not public; money, so ENC. { fromTypeId, toTypeId, amount } main (2) <-> one vendor wallet, or { toTypeId: 2, all: true }. Answer { transId, amount, balances[] }.",
  },
  merchantWallet: {
    verdict: 'contradicts',
    sources: ["W1b merchantWallet reads only value.isSingle (@~64.7k)"],
    differs: "Croupier builds the transfer page from designed wallets[], which no source shows",
    designed: "isSingle is known (W1); wallets[] { accountTypeId, accountTypeName, displayName, availBalance, locked } designed. One wallet: balance?typeId=<id>.",
  },
  betRecords: {
    verdict: 'designed',
    designed: "Not in the public record (legacy clients used /wps/report/*). Shaped like the ODS report relays that are known (ODSFE2_getWinnerBoard, ODSFE2_MemTransDet): GET, beginTime/endTime in epoch ms so the day boundaries are the player's own, gameType (\"\" = all), a page with the period totals in summary.",
  },
  transactions: {
    verdict: 'path',
    sources: ["W1 37374 and W2 37001: memTransDet (MEMTRANS3)"],
    designed: "The relay name is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report shape as betRecords, filtered by transType (\"\" = all; a comma list for the bonus details). A row {transId, transTime, transType, amount, balanceAfter, status, remark, detail}; a withdrawal paid by another member's deposit also carries confirmationStatus (its withdrawal confirmation's status, so the record can open it).",
  },
  manualRebate: {
    verdict: 'designed',
    designed: "Designed (MCSFE_* naming): { list: [{ gameType, validBet, rate, amount }], minClaim }.",
  },
  claimRebate: {
    verdict: 'designed',
    designed: "Designed; money, so ENC. { gameType } or { all: true }, paid as a REBATE movement: { amount, transId }; rebate.below.minimum.",
  },
  rebateClaims: {
    verdict: 'designed',
    designed: "Designed: the manual rebate's claim history, in the report shape of betRecords (beginTime/endTime epoch ms, pageNo, pageSize, gameType \"\" = all): { list: [{ transId (the REBATE movement paid), claimTime, gameType, validBet, rate, amount }], totalCount, totalPages, summary: { count, validBet, amount } }, one row per product type claimed, newest first. MCSFE_* like the claim it lists.",
  },
  personalProfit: {
    verdict: 'designed',
    designed: "Designed like betRecords, plus tzOffset (minutes east of UTC): one row per day { day, betCount, betAmount, validBet, winLoss, bonus, rebate, profit }, sums in summary.",
  },
} satisfies Record<keyof typeof memberEndpoints, Evidence>;
