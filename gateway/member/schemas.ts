/** Values of the wallet and member-centre calls (gateway-protocol §5.5). */
import * as v from 'valibot';
import { betFields, betSummary, movementFields, movementSummary, reportPage } from '../report-schema';
import { flag, id, num } from '../schema';

/**
 * One wallet of `/wps/v2/wallets/balance` (G3, G6): accountTypeId 2 is the main, playable wallet,
 * any other a vendor's transfer wallet. A name is in no current source: the legacy
 * `/wps/wallets/balance` rows carry `accountName` (C6), read here when present.
 */
export const walletBalanceRow = v.looseObject({
  accountTypeId: v.optional(num),
  accountName: v.nullish(v.string()),
  availBalance: v.optional(num, 0),
});
export type WalletBalanceRowValue = v.InferOutput<typeof walletBalanceRow>;

/** `typeId=0`: every wallet of the member and their sum; another typeId: that wallet alone. */
export const walletBalance = v.looseObject({
  sumBalance: v.nullish(num),
  balance: v.optional(v.array(walletBalanceRow), []),
  currency: v.nullish(v.string()),
  currencySymbol: v.nullish(v.string()),
});
export type WalletBalanceValue = v.InferOutput<typeof walletBalance>;

/** One bet (betting record, spec §2 personalHistoryCopy). Times are epoch ms. */
export const betRecord = v.looseObject({
  ...betFields,
  roundId: v.optional(id, ''),
  nodeId: v.nullish(id),
});
export type BetRecordValue = v.InferOutput<typeof betRecord>;
export const betRecordPage = reportPage(betRecord, betSummary);
export type BetRecordPageValue = v.InferOutput<typeof betRecordPage>;

/** One movement of the member's money (account record, spec §2 transactionHistory). */
export const transactionRecord = v.looseObject({
  ...movementFields,
  /** A withdrawal paid by another member's deposit: its confirmation's state (PENDING ... AUTO_RECEIVED); absent otherwise. */
  confirmationStatus: v.nullish(v.string()),
});
export type TransactionRecordValue = v.InferOutput<typeof transactionRecord>;
export const transactionPage = reportPage(transactionRecord, movementSummary);
export type TransactionPageValue = v.InferOutput<typeof transactionPage>;

/** GCS_merchantWallet: whether the merchant has a single wallet (W1b reads only isSingle): no transfer page then. */
export const merchantWallet = v.looseObject({ isSingle: v.optional(flag, false) });
export type MerchantWalletValue = v.InferOutput<typeof merchantWallet>;

/** GCS_walletTransfer: the transfer's reference and the two (or, for transfer-all, every) wallets' balances after it. */
export const walletTransferResult = v.looseObject({
  transId: v.optional(id, ''),
  amount: v.optional(num, 0),
  balances: v.optional(v.array(v.looseObject({ accountTypeId: num, availBalance: v.optional(num, 0) })), []),
});
export type WalletTransferResultValue = v.InferOutput<typeof walletTransferResult>;

/**
 * /wps/member/info/funds/consolidated (gateway-protocol §5.5): the contract flags W1 reads
 * (`dailysalreqtype`, `divtypereq`, `contracthoursalreq`, `realtimesalreqtype`: a contract request
 * of that kind waits for the member; the `*info*` fields describe it) and, designed, the member's
 * consolidated balance (`balance`: every wallet together) for the header (spec §6).
 */
export const fundsConsolidated = v.looseObject({
  balance: v.nullish(num),
  currency: v.nullish(v.string()),
  currencySymbol: v.nullish(v.string()),
  dailysalreqtype: v.optional(flag, false),
  divtypereq: v.optional(flag, false),
  contracthoursalreq: v.optional(flag, false),
  realtimesalreqtype: v.optional(flag, false),
  contractmrdailysalinfotype: v.optional(v.unknown()),
  contracthoursalinfo: v.optional(v.unknown()),
  dailysalinfotype: v.optional(v.unknown()),
  divtypeinfo: v.optional(v.unknown()),
});
export type FundsConsolidatedValue = v.InferOutput<typeof fundsConsolidated>;

/** One day of the personal profit and loss (spec §2 personalProfit): the member's bets, bonuses and rebates that day. */
const profitFigures = {
  betCount: v.optional(num, 0),
  betAmount: v.optional(num, 0),
  validBet: v.optional(num, 0),
  /** The bets' win/loss (positive: the member won). */
  winLoss: v.optional(num, 0),
  bonus: v.optional(num, 0),
  rebate: v.optional(num, 0),
  /** winLoss + bonus + rebate. */
  profit: v.optional(num, 0),
};
export const profitDay = v.looseObject({
  /** The day's start, epoch ms, in the player's time zone (the query's tzOffset). */
  day: num,
  ...profitFigures,
});
export type ProfitDayValue = v.InferOutput<typeof profitDay>;
export const profitPage = reportPage(profitDay, v.looseObject(profitFigures));
export type ProfitPageValue = v.InferOutput<typeof profitPage>;

/** The manual rebate claimable for one product type (MCSFE_getCustomerRebateSettingByProductType, answer designed). */
export const rebateRow = v.looseObject({
  gameType: v.string(),
  /** Valid bets since the last claim of this type. */
  validBet: v.optional(num, 0),
  /** The rate, a fraction (0.008 = 0.8 %). */
  rate: v.optional(num, 0),
  /** What a claim pays now. */
  amount: v.optional(num, 0),
});
export type RebateRowValue = v.InferOutput<typeof rebateRow>;
export const manualRebate = v.looseObject({
  list: v.optional(v.array(rebateRow), []),
  /** The smallest amount a claim pays. */
  minClaim: v.optional(num, 1),
});
export type ManualRebateValue = v.InferOutput<typeof manualRebate>;
export const rebateClaim = v.looseObject({
  /** What was paid into the main wallet. */
  amount: num,
  transId: v.optional(id, ''),
});
export type RebateClaimValue = v.InferOutput<typeof rebateClaim>;

/** One manual rebate claim of one product type (the claim history). */
export const rebateClaimRecord = v.looseObject({
  /** The REBATE movement the claim paid (the account record's row). */
  transId: id,
  claimTime: num,
  gameType: v.string(),
  validBet: v.optional(num, 0),
  /** A fraction (0.008 = 0.8 %). */
  rate: v.optional(num, 0),
  amount: num,
});
export type RebateClaimRecordValue = v.InferOutput<typeof rebateClaimRecord>;
export const rebateClaimPage = reportPage(
  rebateClaimRecord,
  v.looseObject({ count: v.optional(num, 0), validBet: v.optional(num, 0), amount: v.optional(num, 0) }),
);
