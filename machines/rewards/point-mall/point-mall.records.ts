/** What the points mall's views need of the contract (views import machines, never gateway/). */
export { POINT_TYPES } from '../../../gateway/rewards/contract';
