/** The rewards calls (promotions, the claim hall, points, loyalty) as the public clients make them. */
import type { GatewayClient } from '../../../gateway/client';
import { claimsEffects } from '../../../machines/rewards/claims/claims.effects';
import type { Claim } from '../../../machines/rewards/claims/claims.types';
import { loyaltyEffects } from '../../../machines/rewards/loyalty/loyalty.effects';
import { pointMallEffects } from '../../../machines/rewards/point-mall/point-mall.effects';
import { promotionsEffects } from '../../../machines/rewards/promotions/promotions.effects';
import { run, type WireFixture } from './wire';

/** player01's claim in a status (the seed gives it one in every status of spec §4), read as the claim hall reads it. */
async function claimIn(client: GatewayClient, status: Claim['status'], kind: Claim['kind'] = 'BONUS'): Promise<Claim> {
  const claims = await run(claimsEffects(client).fetchClaims, undefined);
  const found = claims.find((c) => c.status === status && c.kind === kind);
  if (!found) throw new Error(`player01 has no ${kind} claim in ${status}`);
  return found;
}

/** A 1×1 png as the application's image picker hands it over. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const rewardsWire: WireFixture[] = [
  {
    call: 'promotionCategories',
    source: 'W2 44714497568: common.getPromotionAnnouncementCategory = /wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', body: 'none' },
    drive: (client) => run(promotionsEffects(client).fetchPromotions, undefined),
  },
  {
    call: 'promotions',
    source: 'W2 44714497568: common.getMerchantAvailablePromotions, modID REWCEN3, token:!1',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', body: 'none' },
    drive: (client) => run(promotionsEffects(client).fetchPromotions, undefined),
  },
  {
    call: 'promotionClaims',
    source: 'W2 44714497568: common.promotionClaimList = /wps/relay/MCS2_getPromotionClaimList, modID REWCEN3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', body: 'none' },
    drive: (client) => run(claimsEffects(client).fetchClaims, undefined),
  },
  {
    call: 'raffleStatus',
    source: 'W2 44714497568: common.rafflePromotionStatus = /wps/relay/MCSFE_getRafflePromotionStatus, modID REWCEN3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', body: 'none' },
    drive: (client) => run(claimsEffects(client).fetchClaims, undefined),
  },
  {
    call: 'joinPromotion',
    source: 'S1 60822593890: Join_promotion, POST /wps/relay/MCSFE_signUpPromotionJoin, JSON {promotionId}',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_signUpPromotionJoin', body: 'json', fields: ['promotionId'] },
    drive: async (client) => run(claimsEffects(client).actOnClaim, { claim: await claimIn(client, 'JOIN'), action: 'join' }),
  },
  {
    call: 'applyPromotion',
    source: 'S1 60822593890: Join_promotion_write_note, POST /wps/relay/MCSFE_signUpRequestReward, JSON {pictures, promotionId, remarks}',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_signUpRequestReward', body: 'json', fields: ['pictures', 'promotionId', 'remarks'] },
    drive: async (client) => {
      const claim = await claimIn(client, 'APPLYING');
      return run(claimsEffects(client).applyPromotion, { promotionId: claim.promotionId, comment: 'My first deposit, today', images: [PNG] });
    },
  },
  {
    call: 'claimPromotion',
    source: 'S1 65777144993: approve_to_receive, POST /wps/relay/MCSFE_claimIssuedPromotion, JSON {promotionClaimId, promotionType}',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', body: 'json', fields: ['promotionClaimId', 'promotionType'] },
    drive: async (client) => run(claimsEffects(client).actOnClaim, { claim: await claimIn(client, 'ISSUED'), action: 'claim' }),
  },
  {
    call: 'claimRaffle',
    source: 'W1b 44310799120 service layer (@~57k-59k): getRafflePromotion = si.A.post(ri.A.common.rafflePromotion, e), a JSON body',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', body: 'json' },
    drive: async (client) => run(claimsEffects(client).actOnClaim, { claim: await claimIn(client, 'CLAIM', 'RAFFLE'), action: 'claim' }),
  },
  {
    call: 'pointBalance',
    source: 'W1 45068225465 module 37374: integral.pointBalance = /wps/relay/MCS2_getPointBalance, PTSYS3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCS2_getPointBalance', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchPointMall, undefined),
  },
  {
    call: 'pointRewards',
    source: 'W1 45068225465 module 37374: integral.pointReward = /wps/relay/MCS2_getPointReward, PTSYS3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCS2_getPointReward', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchPointMall, undefined),
  },
  {
    call: 'pointConfig',
    source: 'W1 45068225465 module 37374: integral.pointConfig = /wps/relay/MCS2_getPointConfig, PTSYS3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCS2_getPointConfig', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchPointMall, undefined),
  },
  {
    call: 'publicPointRewards',
    source: 'W2 44714497568: integral.pointReward = /wps/relay/MCSFE_getPointReward, PTSYS3',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getPointReward', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchPublicMall, undefined),
  },
  {
    call: 'publicPointConfig',
    source: 'W2 44714497568: integral.pointConfig = /wps/relay/MCSFE_getPointConfig, PTSYS3',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getPointConfig', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchPublicMall, undefined),
  },
  {
    call: 'redeemRecords',
    source: 'W1 45068225465 module 37374: integral.redeemPointList = /wps/relay/MCS2_getRedeemPointList, PTSYS3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', body: 'none' },
    drive: (client) => run(pointMallEffects(client).fetchRedeemRecords, { filters: {}, range: null, page: 1, pageSize: 10 }),
  },
  {
    call: 'redeemPoints',
    source: 'W1 45068225465 module 37374: integral.redeemPoint = /wps/relay/passwordCheck/MCS2_redeemPointReward, PTSYS3, token:!0, encrypt:!0',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) => run(pointMallEffects(client).redeemPoints, { rewardId: 'PR1', quantity: 1, password: 'Player123' }),
  },
  {
    call: 'convertPoints',
    source: 'W1 45068225465 module 37374: integral.convertPoint = /wps/relay/passwordCheck/MCS2_convertPoint, PTSYS3, token:!0, encrypt:!0',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) => run(pointMallEffects(client).convertPoints, { points: 500, password: 'Player123' }),
  },
  {
    call: 'rankProgress',
    source: 'G3 71608137121: GET /wps/relay/MCSFE_getPlayerRankProgress, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', query: [], body: 'none' },
    drive: (client) => run(loyaltyEffects(client).fetchRank, undefined),
  },
  {
    call: 'availablePromotions',
    source: 'W2 44714497568: common.getAvailablePromotions = /wps/relay/MCSFE_getAvailablePromotions, REWCEN3, token:!0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', body: 'none' },
    drive: (client) => run(loyaltyEffects(client).fetchAvailable, undefined),
  },
  {
    call: 'referralDetails',
    source: 'G3 71608137121: GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', query: ['autoGenerate'], body: 'none' },
    drive: (client) => run(loyaltyEffects(client).fetchReferral, undefined),
  },
  {
    call: 'missionSummary',
    source: 'W1 45068225465 module 37374: lott.MissionSummary = /wps/relay/MCSFE_getMissionSummaryDetails, token:!0; module 88296: a GET',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', body: 'none' },
    drive: (client) => run(loyaltyEffects(client).fetchMissions, undefined),
  },
  {
    call: 'missionLeaderboard',
    source: 'W1 45068225465 module 37374: lott.MissionLeaderboard = /wps/relay/MCSFE_getMissionLeaderboard, token:!0; module 88296: a GET',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', body: 'none' },
    drive: (client) => run(loyaltyEffects(client).fetchMissions, undefined),
  },
];
