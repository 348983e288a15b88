/** Promotion and points calls (gateway-protocol §5.7, §5.9). */
import { ENC, ep, T } from '../endpoint';
import * as s from './schemas';

export const rewardsEndpoints = {
  // Promotions (no login needed to browse).
  promotionCategories: ep('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', 'COMM3', {
    designed: 'The relay is known (gateway-protocol §5.7), its answer is not: a list of { code, name, sequence }, names in the Language header\'s language.',
  }, s.promotionCategories),
  promotions: ep('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', 'COMM3', {
    designed:
      'Known as the merchant\'s available promotions without a token (§5.7). Query: language, category ("" = all). Answer { list } of the promotion item W4 shows (id, title, category, announcementImages, startDate, endDate, content HTML) plus its activity status, so a visitor sees "coming soon" and "closed".',
  }, s.promotions),
  // The claim hall (logged in).
  promotionClaims: ep('GET', '/wps/relay/MCS2_getPromotionClaimList', 'REWCEN3', {
    ...T,
    designed:
      'Known by name (§5.7). Answer { list } of claims: claimId, promotionId, title, kind (BONUS | RAFFLE), status (spec §4 activity statuses), bonusAmount, turnoverActual/turnoverRequired (the wagering of a claimed bonus), updatedAt, expireDate, remark.',
  }, s.promotionClaims),
  joinPromotion: ep('POST', '/wps/relay/MCSFE_signUpRequestReward', 'REWCEN3', {
    ...T,
    designed: 'Known POST claim (§5.7). Body { claimId }; answers the claim\'s new { status } (SIGNED). promotion closed → prom.claim.expired.',
  }, s.claimResult),
  claimPromotion: ep('POST', '/wps/relay/MCSFE_claimIssuedPromotion', 'REWCEN3', {
    ...T,
    designed:
      'Known POST claim (§5.7). Body { claimId }; pays the bonus into the main wallet and answers { status: CLAIMED, bonusAmount }. Not encrypted: it carries no amount and no password (the gateway decides the bonus).',
  }, s.claimResult),
  claimRaffle: ep('POST', '/wps/relay/MCS2_claimRafflePromotion', 'REWCEN3', {
    ...T,
    designed: 'Known POST (§5.7, spec §7 "raffle promotion claim"). Body { claimId }; draws the prize and answers { status, bonusAmount, remark }.',
  }, s.claimResult),
  raffleStatus: ep('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', 'REWCEN3', {
    ...T,
    designed:
      'Known by name (§5.7), answer not. Query: claimId (a RAFFLE claim of the claim hall). Answer { claimId, status (spec §4 activity status), chances (draws left), prize (the amount drawn, null before a draw), drawnAt (epoch ms, null before a draw) }. The claim hall reads it for each raffle claim after the list.',
  }, s.raffleStatus),
  applyPromotion: ep('POST', '/wps/relay/MCSFE_applyPromotion', 'REWCEN3', {
    ...T,
    designed:
      'Not in the public record. Shaped like the other MCSFE claims: POST JSON { claimId, comment, images: [data:image/...;base64] } (spec §3 promotion application: a comment and up to 3 images; §5 png/jpg, 5 MB). Answers { status: PROCESS }. No money, no password: not encrypted.',
  }, s.claimResult),

  // Points (PTSYS3, spec §7: all with the token).
  pointBalance: ep('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', {
    ...T,
    designed: 'Known by name (§5.9), answer not: { points, ratio (points for one unit of currency), minConvert }.',
  }, s.pointBalance),
  pointRewards: ep('GET', '/wps/relay/MCS2_getPointReward', 'PTSYS3', {
    ...T,
    designed: 'Known by name (§5.9). Query: language. Answer { list } of { rewardId, name, points, amount, stock (null: no limit), imageUrl }.',
  }, s.pointRewards),
  pointConfig: ep('GET', '/wps/relay/MCS2_getPointConfig', 'PTSYS3', {
    ...T,
    designed: 'Known by name (§5.9). Query: language. Answer { rules: [text], rates: [{ type (spec §3 points types), rate: points per 100 of valid bet or deposit }] }: the exchange rules and rate table (spec §2).',
  }, s.pointConfig),
  // The same two reads for a visitor, where the brand shows its points mall without a login (brand.pointMallPublic).
  publicPointRewards: ep('GET', '/wps/relay/MCSFE_getPointReward', 'PTSYS3', {
    designed:
      'The MCSFE_ variant of ..._getPointReward named in §5.9, designed without a token (as MCSFE_getMerchantAvailablePromotions answers visitors): spec §7 lists the MCS2_ reads with a token, so a visitor of a brand with pointMallPublic reads the merchant\'s rewards here. Same query and answer as pointRewards.',
  }, s.pointRewards),
  publicPointConfig: ep('GET', '/wps/relay/MCSFE_getPointConfig', 'PTSYS3', {
    designed: 'As publicPointRewards: the MCSFE_ variant of ..._getPointConfig (§5.9) without a token, for a visitor of a brand with pointMallPublic. Same query and answer as pointConfig.',
  }, s.pointConfig),
  redeemRecords: ep('GET', '/wps/relay/MCS2_getRedeemPointList', 'PTSYS3', {
    ...T,
    designed: 'Known by name (§5.9). Query: pageNo, pageSize, language. Answer { list, totalCount, totalPages } of spec §3 redeem records (transId, applyTime, type REWARD|CONVERT, name, quantity, requiredPoints and requiredAmount (the points and amount requirement), status PROCESS|REJECTED|APPROVED, changedPoints, pointBalance, remark).',
  }, s.redeemRecordPage),
  pointDetails: ep('GET', '/wps/relay/MCS2_getPointDetails', 'PTSYS3', {
    ...T,
    designed: 'Not in the public record: named like the other MCS2 points relays. Query: type ("" = all, else a spec §3 points type), pageNo, pageSize. Answer { list: [{ id, time, type, points (signed), remark }], totalCount, totalPages }.',
  }, s.pointDetailPage),
  redeemPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', 'PTSYS3', {
    ...T,
    ...ENC,
    designed: 'Known and encrypted (§4.2, passwordCheck/). Payload { rewardId, quantity, password }. Answers { transId, points (left), status: PROCESS }. Refusals: pwd.check.fail, point.not.enough, point.reward.soldout.',
  }, s.pointResult),
  convertPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', 'PTSYS3', {
    ...T,
    ...ENC,
    designed: 'Known and encrypted (§4.2). Payload { points, password }. Pays points / ratio into the main wallet; answers { transId, points (left), status: APPROVED, amount }. Refusals: pwd.check.fail, point.not.enough, point.convert.min.',
  }, s.pointResult),
  // Loyalty: VIP rank, referral, missions (all with the token).
  rankProgress: ep('GET', '/wps/relay/MCSFE_getPlayerRankProgress', 'COMM3', {
    ...T,
    designed: 'Known (§5.4: playerRankName, monthlyTurnover {actual, expected}, totalTurnover, next rank). Answer as read: { hasVip, playerRankName, rankLevel, nextRankName, monthlyTurnover {actual, expected}, totalTurnover {actual, expected} }.',
  }, s.rankProgress),
  availablePromotions: ep('GET', '/wps/relay/MCSFE_getAvailablePromotions', 'COMM3', {
    ...T,
    designed:
      'Known by name (§5.7), answer not. Where the member\'s public state (spec §3: availablePromoCount, availablePromo with REFERRAL.enabled) comes from: { availablePromoCount, availablePromo: { REFERRAL: { enabled }, ... } }. Invite friends shows only while availablePromo.REFERRAL.enabled.',
  }, s.availablePromotions),
  referralDetails: ep('GET', '/wps/relay/MCSFE_getReferralDetails', 'AFFMAN3', {
    ...T,
    designed: 'Known (§5.4, ?autoGenerate=true: referralCode, totalInvitations, promotionDomains[]). Adds rules [text]. Read only while availablePromo.REFERRAL.enabled (availablePromotions).',
  }, s.referralDetails),
  missionSummary: ep('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', 'REWCEN3', {
    ...T,
    designed: 'Known by name (§5.9). Query: language. Answer { list: [{ missionId, title, progress, target, reward, status ONGOING|COMPLETED|CLAIMED }] }.',
  }, s.missionSummary),
  claimMission: ep('POST', '/wps/relay/MCSFE_claimMissionReward', 'REWCEN3', {
    ...T,
    designed:
      'Not in the public record (§5.9 names only the mission summary and leaderboard). Shaped like the MCSFE claims: POST JSON { missionId }; pays the mission\'s reward into the main wallet and answers { missionId, status: CLAIMED, reward }. Not encrypted: it carries no amount and no password (the gateway decides the reward). Refusals: mission.reward.claimed (already claimed), mission.not.completed (not completed yet), mission.id.invalid.',
  }, s.missionClaim),
  missionLeaderboard: ep('GET', '/wps/relay/MCSFE_getMissionLeaderboard', 'REWCEN3', {
    ...T,
    designed: 'Known by name (§5.9). Answer { list: [{ rank, customerName (masked), points }], myRank, myPoints }.',
  }, s.missionLeaderboard),
};
