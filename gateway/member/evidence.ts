/**
 * Where each member call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { memberEndpoints } from './endpoints';

export const memberEvidence = {
  balance: {
    verdict: 'record',
    sources: [
      'G3 71608137121: the balance leg GET /wps/v2/wallets/balance?typeId=0, read as sumBalance, balance[] (the row with accountTypeId 2, its availBalance), currency, currencySymbol',
      'G6 70779503151: sumBalance=0.25, balance[accountTypeId=2].availBalance=0.25, currency=BDT, currencySymbol=৳',
      'W1 45068225465 @~18.1k: balance {link: /wps/v2/wallets/balance, modID: COMM3, token: !0}',
    ],
    note: "typeId=0 answers every wallet of the member: the main one (accountTypeId 2, what the header and the withdraw page read) and each vendor's transfer wallet, which the transfer page lists; sumBalance is their sum. A row's name is in no current source: the legacy /wps/wallets/balance rows carry accountName (C6), read when present, the wallet otherwise named from the vendor catalogue. Another typeId reads that one wallet (its refresh on the transfer page).",
  },
  fundsConsolidated: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~57.3k: getConsolidated = si.A.get(ri.A.home.consolidated, e), a GET with the token',
      'W1b 44310799120 @~93.3k: the store keeps value.dailysalreqtype (as dailysalreq), divtypereq, contracthoursalreq, realtimesalreqtype; hasContract(value) opens the modal; updateType reads contractmrdailysalinfotype, contracthoursalinfo, dailysalinfotype, divtypeinfo with checkConsolidated (on/off)',
      'W1c 44565933760 @~0.6k-9.4k: the modal reads the maps keyed by game type: divtypereq[g] tiers {minimumBet, netLoss, activeMember, contractRate (parseInt(100*rate)%)} with [0].status P/E (offer) or V (in force); dailysalreq[g][0] {id, status, details[{betVolume, activeMember, rateType, rate}]}; contracthoursalreq[g][0] {contractId, status, hourSalaryRates[{minimumBet, activeMember, rateType, rate}]}',
    ],
    note: "Designed beside the record: realtimesalreqtype's entries (no source shows them: like the hourly map, realTimeSalaryRates[]), realtimesalinfotype, and the consolidated balance (balance, currency, currencySymbol: every wallet together, shown in the header when AGENTPOLICY3 is on, spec §6; G3 only guesses a balance field as a fallback). One entry serves the wallet and the contract modal.",
  },
  walletTransfer: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~18.3k: walletTransfer {link: /wps/relay/GCS_walletTransfer, modID: FUNDTRANS3, token: !0}, no encrypt flag',
      'W1b 44310799120 @~58.1k: walletTransfer = si.A.post(ri.A.walletTransfer, e): a plain JSON POST',
    ],
    designed:
      'Path, verb, token and the plain JSON body are known (W1, W1b); the fields are in no source. We send {fromTypeId, toTypeId, amount} between the main wallet (accountTypeId 2) and one vendor wallet, or {toTypeId: 2, all: true} to gather every vendor wallet into the main one. Answers {transId, amount, balances: [{accountTypeId, availBalance}]} (the wallets it changed). Refusals, real (C4): account.balance.not.enough, wallet.is.locked (that vendor refuses transfers for now), WALLET_TRANSFER_BUSY; function.not.available on a single-wallet merchant; request.param.err for a bad amount or wallet.',
  },
  merchantWallet: {
    verdict: 'record',
    sources: [
      'W1b 44310799120 @~64.7k: merchantWallet = si.A.get(home.merchantWallet), cached in sessionStorage, reads only value.isSingle',
      'W2 44714497568 @~8.3k: merchantWallet {link: /wps/relay/GCS_merchantWallet, modID: COMM3, token: !0}',
    ],
    note: "value.isSingle only: a single-wallet merchant has no transfer page. W1b passes its caller's parameters through (none shown); we send none. The wallets themselves are the balance call's rows (typeId=0).",
  },
  betRecords: {
    verdict: 'path',
    sources: ["C1:381 accountGameBetHistory: GET /wps/report/accountGameBetHistory with the token, the caller's data as the query"],
    designed:
      "The record's own betting-record path, chosen over a relay name no source has: the current clients moved the account record to an ODSFE2 relay (W1/W2 memTransDet), but no source names a relay for the bets, and a path the gateway is known to serve beats an invented one. The legacy callers are not public, so the query and the answer are designed like the account record's relay: GET, beginTime/endTime in epoch ms so the day boundaries are the player's own, gameType (\"\" = all), pageNo, pageSize, language; { list, totalCount, totalPages, summary } with the period totals in summary. The module id is designed.",
  },
  transactions: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: integral.memTransDet = /wps/relay/ODSFE2_MemTransDet, modID MEMTRANS3, token:!0',
      'W2 44714497568: integral.memTransDet, modID MEMTRANS3',
    ],
    designed:
      'The relay is known (member transaction details, gateway-protocol §5.9), its parameters and answer are not: the same report query and page as betRecords, filtered by transType ("" = all; a comma list for the bonus details). A row {transId, transTime, transType, amount, balanceAfter, status, remark, detail}; a withdrawal paid by another member\'s deposit also carries confirmationStatus (its withdrawal confirmation\'s status, so the record can open it).',
  },
  manualRebate: {
    verdict: 'path',
    sources: ['W2 44714497568 @~10.9k: getRebate {link: /wps/relay/MCSFE_getCustomerRebateSettingByProductType, token: !0}'],
    designed:
      'The relay of the member\'s rebate settings by product type is known (W2); its parameters and answer are not. We send productType, optional ("" or none: every type); answers per product type the rate, the valid bets since the last claim and what a claim pays now, with the smallest claim: {list: [{gameType, validBet, rate (a fraction), amount}], minClaim}.',
  },
  claimRebate: {
    verdict: 'designed',
    designed:
      'Not in the public record. A plain JSON POST like its MCSFE neighbours that claim money (MCSFE_claimRafflePromotion in W2 44714497568 @~6.6k and MCSFE_claimIssuedPromotion in G1 carry no encrypt flag): {gameType} or {all: true}, paid into the main wallet as a REBATE movement; answers {amount, transId}. Refusal designed: rebate.below.minimum (less than minClaim to claim; C4 has no code for it).',
  },
  rebateClaims: {
    verdict: 'designed',
    designed:
      'Not in the public record: the manual rebate\'s claim history, in the report shape of betRecords (beginTime/endTime epoch ms, pageNo, pageSize, gameType "" = all): {list: [{transId (the REBATE movement paid), claimTime, gameType, validBet, rate, amount}], totalCount, totalPages, summary: {count, validBet, amount}}, one row per product type claimed, newest first. MCSFE_* like the claim it lists.',
  },
  personalProfit: {
    verdict: 'designed',
    designed:
      "Kept a designed relay, shaped like the report calls: the record's profit-and-loss reports are per product family (C1:408 /wps/report/detailedLottoPNL, lottery; C1:417 /wps/report/personalPVPFishingPNL, PVP and fishing), and none of them gives the spec's personal profit and loss (§2 personalProfit) over every game with the bonuses and rebates credited. Query as betRecords plus tzOffset (minutes east of UTC): one row per day of the player's own { day, betCount, betAmount, validBet, winLoss, bonus, rebate, profit }, sums in summary.",
  },
} satisfies Record<keyof typeof memberEndpoints, Evidence>;

/** The member-record calls of the public record that no screen of Croupier needs, or that another call covers. */
export const memberUnusedRecordCalls: readonly UnusedRecordCall[] = [
  {
    call: 'GET /wps/report/transaction',
    sources: ['C1:399 getTransactionDetails'],
    why: "The legacy account record; the current clients' is ODSFE2_MemTransDet (W1, W2), which the account record and the bonus details read (transactions).",
  },
  {
    call: 'GET /wps/report/detailedLottoPNL, GET /wps/report/personalPVPFishingPNL',
    sources: ['C1:408 getDetailedLottoPNL', 'C1:417 getPersonalPVPFishingPNL'],
    why: "Profit and loss of one product family each (lottery; PVP and fishing); the spec's personal profit and loss covers every game with bonuses and rebates (personalProfit), and no screen shows a family's own.",
  },
];
