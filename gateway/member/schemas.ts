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

/** GCS_walletTransfer: the transfer's reference and the two (or, for transfer-all, every) wallets' balances after it. */
export const walletTransferResult = v.looseObject({
  transId: v.optional(id, ''),
  amount: v.optional(num, 0),
  balances: v.optional(v.array(v.looseObject({ accountTypeId: num, availBalance: v.optional(num, 0) })), []),
});
export type WalletTransferResultValue = v.InferOutput<typeof walletTransferResult>;

/** A figure of a contract tier: a number or a decimal string; absent or null reads as 0. */
const figure = v.optional(
  v.pipe(
    v.nullable(num),
    v.transform((x) => x ?? 0),
  ),
  0,
);

/** An entry's status (P, E, V: gateway/agent/contract.ts OFFER_STATUSES), kept as sent. */
const entryStatus = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');

/**
 * One game type's entry list of a consolidated map; the map is keyed by game type (LIVE, RNG,
 * CONS, ...). A map absent or null holds nothing: no offer and no contract of that kind.
 */
const byGameType = <S extends v.GenericSchema>(entry: S) =>
  v.optional(
    v.pipe(
      v.nullable(
        v.record(
          v.string(),
          v.pipe(
            v.nullable(v.array(entry)),
            v.transform((x) => x ?? []),
          ),
        ),
      ),
      v.transform((x) => x ?? {}),
    ),
    {},
  );

/** An info flag W1 reads as on or off (checkConsolidated): "Y", 1, true, or a non-empty object. */
const onOff = v.pipe(
  v.unknown(),
  v.transform(
    (x): boolean => x === true || x === 1 || x === '1' || x === 'true' || x === 'Y' || (typeof x === 'object' && x !== null && Object.keys(x).length > 0),
  ),
);

/** divtypereq[gameType]: the dividend's tiers, each carrying the offer's status (read on the first). */
export const dividendTier = v.looseObject({
  minimumBet: figure,
  netLoss: figure,
  activeMember: figure,
  /** A fraction: 0.3 is 30 % (W1 shows parseInt(100 * contractRate) %). */
  contractRate: num,
  status: entryStatus,
  /** "Y": accepting ends the member's own higher-rate contracts with its downlines (spec §4). */
  downlineHigherRate: v.optional(flag, false),
});

/** A salary tier's rate: rateType "P" a fraction of the bets (0.005 is 0.5 %), anything else a fixed amount. */
const salaryRate = {
  activeMember: figure,
  rateType: v.optional(v.string(), 'P'),
  rate: num,
};

/** dailysalreqtype[gameType][0]: a daily-salary contract, named by its id. */
export const dailySalaryEntry = v.looseObject({
  id,
  status: entryStatus,
  downlineHigherRate: v.optional(flag, false),
  details: v.optional(v.array(v.looseObject({ betVolume: figure, ...salaryRate })), []),
});

/** contracthoursalreq[gameType][0]: an hourly-salary contract, named by its contractId. */
export const hourSalaryEntry = v.looseObject({
  contractId: id,
  status: entryStatus,
  downlineHigherRate: v.optional(flag, false),
  hourSalaryRates: v.optional(v.array(v.looseObject({ minimumBet: figure, ...salaryRate })), []),
});

/** realtimesalreqtype[gameType][0] (designed like the hourly one: no source shows it). */
export const realTimeSalaryEntry = v.looseObject({
  contractId: id,
  status: entryStatus,
  downlineHigherRate: v.optional(flag, false),
  realTimeSalaryRates: v.optional(v.array(v.looseObject({ minimumBet: figure, ...salaryRate })), []),
});

/**
 * /wps/member/info/funds/consolidated (gateway-protocol §5.5), as W1 reads it (W1b getConsolidated,
 * W1c the contract modal): the contract maps keyed by game type (an offer waiting for the member
 * or a contract in force, per kind), and the info flags (a contract of that kind is active).
 * Designed beside them: `realtimesalreqtype`'s entries and `realtimesalinfotype`, and the member's
 * consolidated balance (`balance`, every wallet together) for the header (spec §6).
 */
export const fundsConsolidated = v.looseObject({
  balance: v.nullish(num),
  currency: v.nullish(v.string()),
  currencySymbol: v.nullish(v.string()),
  divtypereq: byGameType(dividendTier),
  /** W1's store renames it dailysalreq. */
  dailysalreqtype: byGameType(dailySalaryEntry),
  contracthoursalreq: byGameType(hourSalaryEntry),
  realtimesalreqtype: byGameType(realTimeSalaryEntry),
  divtypeinfo: v.optional(onOff, false),
  dailysalinfotype: v.optional(onOff, false),
  contractmrdailysalinfotype: v.optional(onOff, false),
  contracthoursalinfo: v.optional(onOff, false),
  realtimesalinfotype: v.optional(onOff, false),
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
export const manualRebate = v.looseObject({
  list: v.optional(v.array(rebateRow), []),
  /** The smallest amount a claim pays. */
  minClaim: v.optional(num, 1),
});
export const rebateClaim = v.looseObject({
  /** What was paid into the main wallet. */
  amount: num,
  transId: v.optional(id, ''),
});

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
