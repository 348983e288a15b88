/**
 * What the member centre's record views need of the contract: the game types a record is
 * filtered by, the transaction types and statuses, the page size (views import machines, never
 * gateway/).
 */
export { BONUS_TYPES, RECORD_GAME_TYPES, TRANSACTION_TYPES } from '../../gateway/member/contract';
