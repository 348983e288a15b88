/** What the points mall's views need of the contract and the records (views import machines, never gateway/). */
export { POINT_TYPES, REDEEM_STATUSES } from '../../../gateway/rewards/contract';
export type { PointDetail, PublicMall, RedeemRecord } from './point-mall.effects';
