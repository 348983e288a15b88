/**
 * What the member centre's record views need of the contract: the game types a record is
 * filtered by, the transaction types and statuses, the page size (views import machines, never
 * gateway/).
 */
export { BET_STATUSES, BONUS_TYPES, RECORD_GAME_TYPES, RECORD_PAGE_SIZE, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../gateway/member/contract';
export type { BetStatus, RecordGameType, TransactionStatus, TransactionType } from '../../gateway/member/contract';
