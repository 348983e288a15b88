/**
 * Every rewards page behind one lazy import (the routes' and the member centre's), so the first
 * paint lists one chunk of them rather than one per page and per shared piece.
 */
export { default as MissionLeaderboardPage } from './MissionLeaderboardPage';
export { default as PointMallPage } from './PointMallPage';
export { default as PromotionsPage } from './PromotionsPage';
export { default as ReferralPage } from './ReferralPage';
export { default as RewardCenterPage } from './RewardCenterPage';
