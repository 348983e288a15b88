/**
 * Constants of the member-centre contract that the machines, the views and the simulator share
 * (values, not types: machines may import them). Designed where the public record is silent
 * (gateway/member/evidence.ts says where).
 */

/** A bet's state in the betting record. */
export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** What moved the member's money, as the account record (transactions) lists it. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BONUS',
  'REBATE',
  'DIVIDEND',
  'SALARY',
  'POINTS',
  'ADJUSTMENT',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A transaction's state. */
export const TRANSACTION_STATUSES = ['SUCCESS', 'PENDING', 'FAILED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The game types a record can be filtered by (spec §3 game categories that hold games). */
export const RECORD_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type RecordGameType = (typeof RECORD_GAME_TYPES)[number];

/** Rows per page of the member and agent centres' records. */
export const RECORD_PAGE_SIZE = 20;

/** The main (playable) wallet's accountTypeId in the balance and transfer calls (gateway-protocol §5.5). */
export const MAIN_WALLET_TYPE_ID = 2;

/** Transfer amounts: at least this, two decimals at most (designed: GCS_walletTransfer). */
export const MIN_TRANSFER_AMOUNT = 1;

/** The kinds of money the bonus details list (spec §2 bonus details): what the member was given, not what they paid in. */
export const BONUS_TYPES = ['BONUS', 'REBATE', 'DIVIDEND', 'SALARY'] as const satisfies readonly TransactionType[];

/** The smallest manual rebate that can be claimed (designed: MCSFE_claimManualRebate). */
export const MIN_REBATE_CLAIM = 1;
