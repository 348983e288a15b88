/** Promotion and points calls (gateway-protocol §5.7, §5.9). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const rewardsEndpoints = {
  // Promotions (no login needed to browse).
  promotionCategories: ep('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', 'COMM3', {}, s.promotionCategories),
  promotions: ep('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', 'REWCEN3', {}, s.promotions),
  // The claim hall (logged in).
  promotionClaims: ep('GET', '/wps/relay/MCS2_getPromotionClaimList', 'REWCEN3', T, s.promotionClaims),
  // Signing up: at once, or with remarks and pictures (the promotion application, spec §3).
  joinPromotion: ep('POST', '/wps/relay/MCSFE_signUpPromotionJoin', 'REWCEN3', T, s.claimResult),
  applyPromotion: ep('POST', '/wps/relay/MCSFE_signUpRequestReward', 'REWCEN3', T, s.claimResult),
  claimPromotion: ep('POST', '/wps/relay/MCSFE_claimIssuedPromotion', 'REWCEN3', T, s.claimResult),
  claimRaffle: ep(
    'POST',
    '/wps/relay/MCS2_claimRafflePromotion',
    'REWCEN3',
    { ...T, variants: { w2: '/wps/relay/MCSFE_claimRafflePromotion' } },
    s.claimResult,
  ),
  raffleStatus: ep('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', 'REWCEN3', T, s.raffleStatus),

  // Points (PTSYS3, spec §7: all with the token).
  pointBalance: ep('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', { ...T, variants: { w2: '/wps/relay/MCSFE_getPointBalance' } }, s.pointBalance),
  pointRewards: ep('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', T, s.pointRewards),
  pointConfig: ep('GET', '/wps/relay/MCS2_getPointConfig', 'PTSYS3', T, s.pointConfig),
  // The same two reads for a visitor, where the brand shows its points mall without a login (brand.pointMallPublic).
  publicPointRewards: ep('GET', '/wps/relay/MCSFE_getPointReward', 'PTSYS3', {}, s.pointRewards),
  publicPointConfig: ep('GET', '/wps/relay/MCSFE_getPointConfig', 'PTSYS3', {}, s.pointConfig),
  redeemRecords: ep(
    'GET',
    '/wps/relay/MCS2_getRedeemPointList',
    'PTSYS3',
    { ...T, variants: { w2: '/wps/relay/MCSFE_getRedeemPointList' } },
    s.redeemRecordPage,
  ),
  pointDetails: ep('GET', '/wps/relay/MCS2_getPointDetails', 'PTSYS3', T, s.pointDetailPage),
  redeemPoints: ep(
    'POST',
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    'PTSYS3',
    { ...T, ...ENC, variants: { w2: '/wps/relay/passwordCheck/MCSFE_redeemPointReward' } },
    s.pointResult,
  ),
  convertPoints: ep(
    'POST',
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    'PTSYS3',
    { ...T, ...ENC, variants: { w2: '/wps/relay/passwordCheck/MCSFE_convertPoint' } },
    s.pointResult,
  ),
  // Loyalty: VIP rank, referral, missions (all with the token).
  rankProgress: ep('GET', '/wps/relay/MCSFE_getPlayerRankProgress', 'COMM3', T, s.rankProgress),
  availablePromotions: ep('GET', '/wps/relay/MCSFE_getAvailablePromotions', 'REWCEN3', T, s.availablePromotions),
  referralDetails: ep('GET', '/wps/relay/MCSFE_getReferralDetails', 'AFFMAN3', T, s.referralDetails),
  missionSummary: ep('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'REWCEN3', T, s.missionSummary),
  claimMission: ep('POST', '/wps/relay/MCSFE_claimMissionReward', 'REWCEN3', T, s.missionClaim),
  missionLeaderboard: ep('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'REWCEN3', T, s.missionLeaderboard),
};
