/** What the points mall's views need of the contract (views import machines, never gateway/). */
export { POINT_TYPES, REDEEM_STATUSES } from '../../../gateway/rewards/contract';
