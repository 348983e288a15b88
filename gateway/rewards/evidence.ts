/**
 * Where each rewards call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 */
import type { Evidence } from '../evidence';
import type { rewardsEndpoints } from './endpoints';

export const rewardsEvidence = {
  promotionCategories: {
    verdict: 'path',
    sources: ["W2 getPromotionAnnouncementCategory"],
    designed: "The relay is known (gateway-protocol §5.7), its answer is not: a list of { code, name, sequence }, names in the Language header's language.",
  },
  promotions: {
    verdict: 'path',
    sources: ["W2 getMerchantAvailablePromotions token:!1", "W4 item fields"],
    designed: "Known as the merchant's available promotions without a token (§5.7). Query: language, category (\"\" = all). Answer { list } of the promotion item W4 shows (id, title, category, announcementImages, startDate, endDate, content HTML) plus its activity status, so a visitor sees \"coming soon\" and \"closed\".",
  },
  promotionClaims: {
    verdict: 'path',
    sources: ["W2 promotionClaimList"],
    designed: "Known by name (§5.7). Answer { list } of claims: claimId, promotionId, title, kind (BONUS | RAFFLE), status (spec §4 activity statuses), bonusAmount, turnoverActual/turnoverRequired (the wagering of a claimed bonus), updatedAt, expireDate, remark.",
  },
  joinPromotion: {
    verdict: 'path',
    sources: ["W2 getSignUpRequestReward (token)"],
    designed: "Known POST claim (§5.7). Body { claimId }; answers the claim's new { status } (SIGNED). promotion closed → prom.claim.expired.",
  },
  claimPromotion: {
    verdict: 'path',
    sources: ["G1 claimIssued POST"],
    designed: "Known POST claim (§5.7). Body { claimId }; pays the bonus into the main wallet and answers { status: CLAIMED, bonusAmount }. Not encrypted: it carries no amount and no password (the gateway decides the bonus).",
  },
  claimRaffle: {
    verdict: 'path',
    sources: ["W1b si.A.post(common.rafflePromotion)"],
    designed: "Known POST (§5.7, spec §7 \"raffle promotion claim\"). Body { claimId }; draws the prize and answers { status, bonusAmount, remark }.",
  },
  raffleStatus: {
    verdict: 'path',
    sources: ["W2 rafflePromotionStatus"],
    designed: "Known by name (§5.7), answer not. Query: claimId (a RAFFLE claim of the claim hall). Answer { claimId, status (spec §4 activity status), chances (draws left), prize (the amount drawn, null before a draw), drawnAt (epoch ms, null before a draw) }. The claim hall reads it for each raffle claim after the list.",
  },
  applyPromotion: {
    verdict: 'designed',
    designed: "Not in the public record. Shaped like the other MCSFE claims: POST JSON { claimId, comment, images: [data:image/...;base64] } (spec §3 promotion application: a comment and up to 3 images; §5 png/jpg, 5 MB). Answers { status: PROCESS }. No money, no password: not encrypted.",
  },
  pointBalance: {
    verdict: 'path',
    sources: ["W1 integral.pointBalance"],
    designed: "Known by name (§5.9), answer not: { points, ratio (points for one unit of currency), minConvert }.",
  },
  pointRewards: {
    verdict: 'path',
    sources: ["W1 integral.pointReward"],
    designed: "Known by name (§5.9). Query: language. Answer { list } of { rewardId, name, points, amount, stock (null: no limit), imageUrl }.",
  },
  pointConfig: {
    verdict: 'path',
    sources: ["W1 integral.pointConfig"],
    designed: "Known by name (§5.9). Query: language. Answer { rules: [text], rates: [{ type (spec §3 points types), rate: points per 100 of valid bet or deposit }] }: the exchange rules and rate table (spec §2).",
  },
  publicPointRewards: {
    verdict: 'path',
    sources: ["W2 integral.pointReward (MCSFE_)"],
    designed: "The MCSFE_ variant of ..._getPointReward named in §5.9, designed without a token (as MCSFE_getMerchantAvailablePromotions answers visitors): spec §7 lists the MCS2_ reads with a token, so a visitor of a brand with pointMallPublic reads the merchant's rewards here. Same query and answer as pointRewards.",
  },
  publicPointConfig: {
    verdict: 'path',
    sources: ["W2 integral.pointConfig (MCSFE_)"],
    designed: "As publicPointRewards: the MCSFE_ variant of ..._getPointConfig (§5.9) without a token, for a visitor of a brand with pointMallPublic. Same query and answer as pointConfig.",
  },
  redeemRecords: {
    verdict: 'path',
    sources: ["W1 integral.redeemPointList"],
    designed: "Known by name (§5.9). Query: pageNo, pageSize, language. Answer { list, totalCount, totalPages } of spec §3 redeem records (transId, applyTime, type REWARD|CONVERT, name, quantity, requiredPoints and requiredAmount (the points and amount requirement), status PROCESS|REJECTED|APPROVED, changedPoints, pointBalance, remark).",
  },
  pointDetails: {
    verdict: 'designed',
    designed: "Not in the public record: named like the other MCS2 points relays. Query: type (\"\" = all, else a spec §3 points type), pageNo, pageSize. Answer { list: [{ id, time, type, points (signed), remark }], totalCount, totalPages }.",
  },
  redeemPoints: {
    verdict: 'path',
    sources: ["W1 integral.redeemPoint enc"],
    designed: "Known and encrypted (§4.2, passwordCheck/). Payload { rewardId, quantity, password }. Answers { transId, points (left), status: PROCESS }. Refusals: pwd.check.fail, point.not.enough, point.reward.soldout.",
  },
  convertPoints: {
    verdict: 'path',
    sources: ["W1 integral.convertPoint enc"],
    designed: "Known and encrypted (§4.2). Payload { points, password }. Pays points / ratio into the main wallet; answers { transId, points (left), status: APPROVED, amount }. Refusals: pwd.check.fail, point.not.enough, point.convert.min.",
  },
  rankProgress: {
    verdict: 'record',
    sources: ["G3 playerRankName, monthlyTurnover{actual,expected}, totalTurnover"],
    note: "extras optional",
  },
  availablePromotions: {
    verdict: 'path',
    sources: ["W2 getAvailablePromotions", "W1b side menu reads Public.availablePromo.REFERRAL.enabled"],
    designed: "Known by name (§5.7), answer not. Where the member's public state (spec §3: availablePromoCount, availablePromo with REFERRAL.enabled) comes from: { availablePromoCount, availablePromo: { REFERRAL: { enabled }, ... } }. Invite friends shows only while availablePromo.REFERRAL.enabled.",
  },
  referralDetails: {
    verdict: 'record',
    sources: ["G3 and G6: ?autoGenerate=true → referralCode, totalInvitations, promotionDomains"],
  },
  missionSummary: {
    verdict: 'path',
    sources: ["W1 lott.MissionSummary"],
    designed: "Known by name (§5.9). Query: language. Answer { list: [{ missionId, title, progress, target, reward, status ONGOING|COMPLETED|CLAIMED }] }.",
  },
  claimMission: {
    verdict: 'designed',
    designed: "Not in the public record (§5.9 names only the mission summary and leaderboard). Shaped like the MCSFE claims: POST JSON { missionId }; pays the mission's reward into the main wallet and answers { missionId, status: CLAIMED, reward }. Not encrypted: it carries no amount and no password (the gateway decides the reward). Refusals: mission.reward.claimed (already claimed), mission.not.completed (not completed yet), mission.id.invalid.",
  },
  missionLeaderboard: {
    verdict: 'path',
    sources: ["W1 lott.MissionLeaderboard"],
    designed: "Known by name (§5.9). Answer { list: [{ rank, customerName (masked), points }], myRank, myPoints }.",
  },
} satisfies Record<keyof typeof rewardsEndpoints, Evidence>;
