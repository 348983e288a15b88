/**
 * Where each member call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { memberEndpoints } from './endpoints';

export const memberEvidence = {
  balance: {
    verdict: 'record',
    sources: ["G3 memberSummary.php legs ?typeId=0", "G6 table"],
    note: "sumBalance, balance[accountTypeId=2].availBalance, currency, currencySymbol",
  },
  fundsConsolidated: {
    verdict: 'contradicts',
    sources: ["W1b getConsolidated (44310799120 @~91.5k)", "W1c 44565933760: the contract modal reads the consolidated maps"],
    differs: "real value carries contract maps (divtypereq etc., objects keyed by game type); a balance field is not evidenced (G3 only guesses it as a fallback)",
    designed: "W1 reads the contract flags (dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype, *info*); balance = every wallet together, shown in the header when AGENTPOLICY3 is on (spec 6).",
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
    verdict: 'path',
    sources: ['C1:381 accountGameBetHistory: GET /wps/report/accountGameBetHistory with the token, the caller\'s data as the query'],
    designed: 'The record\'s own betting-record path, chosen over a relay name no source has: the current clients moved the account record to an ODSFE2 relay (W1/W2 memTransDet), but no source names a relay for the bets, and a path the gateway is known to serve beats an invented one. The legacy callers are not public, so the query and the answer are designed like the account record\'s relay: GET, beginTime/endTime in epoch ms so the day boundaries are the player\'s own, gameType ("" = all), pageNo, pageSize, language; { list, totalCount, totalPages, summary } with the period totals in summary. The module id is designed.',
  },
  transactions: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: integral.memTransDet = /wps/relay/ODSFE2_MemTransDet, modID MEMTRANS3, token:!0',
      'W2 44714497568: integral.memTransDet, modID MEMTRANS3',
    ],
    designed: 'The relay is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report query and page as betRecords, filtered by transType ("" = all; a comma list for the bonus details). A row {transId, transTime, transType, amount, balanceAfter, status, remark, detail}; a withdrawal paid by another member\'s deposit also carries confirmationStatus (its withdrawal confirmation\'s status, so the record can open it).',
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
    designed: 'Kept a designed relay, shaped like the report calls: the record\'s profit-and-loss reports are per product family (C1:408 /wps/report/detailedLottoPNL, lottery; C1:417 /wps/report/personalPVPFishingPNL, PVP and fishing), and none of them gives the spec\'s personal profit and loss (§2 personalProfit) over every game with the bonuses and rebates credited. Query as betRecords plus tzOffset (minutes east of UTC): one row per day of the player\'s own { day, betCount, betAmount, validBet, winLoss, bonus, rebate, profit }, sums in summary.',
  },
} satisfies Record<keyof typeof memberEndpoints, Evidence>;

/** The member-record calls of the public record that no screen of Croupier needs, or that another call covers. */
export const memberUnusedRecordCalls: readonly UnusedRecordCall[] = [
  {
    call: 'GET /wps/report/transaction',
    sources: ['C1:399 getTransactionDetails'],
    why: 'The legacy account record; the current clients\' is ODSFE2_MemTransDet (W1, W2), which the account record and the bonus details read (transactions).',
  },
  {
    call: 'GET /wps/report/detailedLottoPNL, GET /wps/report/personalPVPFishingPNL',
    sources: ['C1:408 getDetailedLottoPNL', 'C1:417 getPersonalPVPFishingPNL'],
    why: 'Profit and loss of one product family each (lottery; PVP and fishing); the spec\'s personal profit and loss covers every game with bonuses and rebates (personalProfit), and no screen shows a family\'s own.',
  },
];
