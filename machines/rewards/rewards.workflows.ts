/**
 * Every rewards workflow, behind one lazy import: the registry's six rewards entries load this
 * one chunk (a few KB), so the first paint carries one import of it rather than six.
 */
export { claimsWorkflow } from './claims/claims.workflow';
export { loyaltyWorkflow } from './loyalty/loyalty.workflow';
export { pointMallWorkflow } from './point-mall/point-mall.workflow';
export { pointDetailsWorkflow, redeemRecordsWorkflow } from './point-mall/redeem-records.workflow';
export { promotionsWorkflow } from './promotions/promotions.workflow';
