/**
 * Where each rewards call comes from: the public clients it follows, or what we designed and why
 * (gateway/evidence.ts). Documentation only: nothing that ships imports it.
 *
 * Two client generations spell the points and raffle relays differently: W1 (the family Croupier
 * follows) MCS2_*, W2 MCSFE_*. Each entry names the other family's spelling; the gateway profile
 * (lead) chooses between them.
 */
import type { Evidence, UnusedRecordCall } from '../evidence';
import type { rewardsEndpoints } from './endpoints';

export const rewardsEvidence = {
  promotionCategories: {
    verdict: 'path',
    sources: ['W2 44714497568: common.getPromotionAnnouncementCategory = /wps/relay/PROMOFE_getPromotionAnnouncementCategory (no token flag)'],
    designed:
      "GET (the relay reads; no source shows its parameters or answer), without a token: the promotions page is open to visitors (spec §2 /promotions). Query: language. Answer: a list of { code, name, sequence }, names in the Language header's language.",
  },
  promotions: {
    verdict: 'path',
    sources: ['W2 44714497568: common.getMerchantAvailablePromotions, modID REWCEN3, token:!1', 'W4 44860173326: the promotion item fields'],
    designed:
      'GET without a token, as W2 flags it. Query: language, category ("" = all). Answer { list } of the promotion item W4 shows (id, title, category, announcementImages, startDate, endDate, content HTML) plus its activity status, so a visitor sees "coming soon" and "closed".',
  },
  promotionClaims: {
    verdict: 'path',
    sources: ['W2 44714497568: common.promotionClaimList = /wps/relay/MCS2_getPromotionClaimList, modID REWCEN3, token:!0'],
    designed:
      'GET. Query: language. Answer { list } of claims: claimId, promotionId, title, kind (BONUS | RAFFLE), promotionType (the type the claim of an issued reward sends back: S1 65777144993 lists MANUAL, RAFFLE, UPGRADE_BONUS, MISSION, NEW_REGISTER, DEPOSIT...), status (spec §4 activity statuses), bonusAmount, turnoverActual/turnoverRequired (the wagering of a claimed bonus), updatedAt, expireDate, remark.',
  },
  joinPromotion: {
    verdict: 'record',
    sources: [
      'S1 60822593890: Join_promotion, POST /wps/relay/MCSFE_signUpPromotionJoin, JSON {promotionId: <int>}, with the token',
      'S1 60868247695, 60966207835: the same sign-up call',
    ],
    note: 'The answer is not shown (success only): Croupier reads { status } (SIGNED) and { bonusAmount } when present. A promotion that has ended or not started: prom.claim.expired (C4).',
  },
  applyPromotion: {
    verdict: 'record',
    sources: [
      'S1 60822593890: Join_promotion_write_note, POST /wps/relay/MCSFE_signUpRequestReward, JSON {pictures: ["data:image/...;base64,..."], promotionId: <int>, remarks}',
      'W2 44714497568: common.getSignUpRequestReward, token:!0',
    ],
    note: "Spec §3 promotion application (a comment and up to 3 images; §5 png/jpg, 5 MB) in the record's fields: remarks, pictures as data URLs. The answer is not shown: Croupier reads { status } (PROCESS). An empty remark or a bad picture: prom.claim.req.field (C4).",
  },
  claimPromotion: {
    verdict: 'record',
    sources: [
      'S1 65777144993: approve_to_receive, POST /wps/relay/MCSFE_claimIssuedPromotion, JSON {promotionClaimId, promotionType}, module REWCEN3',
      'G1 71211145304: claimIssued POST /wps/relay/MCSFE_claimIssuedPromotion',
    ],
    note: 'Plain JSON: it carries no amount and no password (the gateway decides the bonus). The answer is not shown: Croupier reads { status } (CLAIMED) and { bonusAmount }, paid into the main wallet.',
  },
  claimRaffle: {
    verdict: 'path',
    sources: [
      'W1 45068225465 @~25.4k (module 37374): common.rafflePromotion = /wps/relay/MCS2_claimRafflePromotion, modID REWCEN3, token:!0',
      'W1b 44310799120 service layer (@~57k-59k): getRafflePromotion = si.A.post(ri.A.common.rafflePromotion, e)',
    ],
    designed:
      "POST as W1b sends it; its body is the raffle component's, which no source shows. Designed like its neighbour the claim of an issued reward (S1 65777144993): JSON { promotionClaimId }, plain (no amount, no password). Draws the prize and answers { status, bonusAmount, remark }. W2 spells it MCSFE_claimRafflePromotion.",
  },
  raffleStatus: {
    verdict: 'path',
    sources: ['W2 44714497568: common.rafflePromotionStatus = /wps/relay/MCSFE_getRafflePromotionStatus, modID REWCEN3, token:!0'],
    designed:
      'GET. Query: promotionClaimId (a RAFFLE claim of the claim hall, named as the claims send it). Answer { claimId, status (spec §4 activity status), chances (draws left), prize (the amount drawn, null before a draw), drawnAt (epoch ms, null before a draw) }. The claim hall reads it for each raffle claim after the list.',
  },
  pointBalance: {
    verdict: 'path',
    sources: ['W1 45068225465 module 37374: integral.pointBalance = /wps/relay/MCS2_getPointBalance, modID PTSYS3, token:!0'],
    designed: 'GET with no parameters. Answer { points, ratio (points for one unit of currency), minConvert }. W2 spells it MCSFE_getPointBalance.',
  },
  pointRewards: {
    verdict: 'path',
    sources: ['W1 45068225465 module 37374: integral.pointReward = /wps/relay/MCS2_getPointReward, modID PTSYS3, token:!0'],
    designed: 'GET. Query: language. Answer { list } of { rewardId, name, points, amount, stock (null: no limit), imageUrl }.',
  },
  pointConfig: {
    verdict: 'path',
    sources: ['W1 45068225465 module 37374: integral.pointConfig = /wps/relay/MCS2_getPointConfig, modID PTSYS3, token:!0'],
    designed:
      'GET. Query: language. Answer { rules: [text], rates: [{ type (spec §3 points types), rate: points per 100 of valid bet or deposit }] }: the exchange rules and rate table (spec §2).',
  },
  publicPointRewards: {
    verdict: 'path',
    sources: ['W2 44714497568: integral.pointReward = /wps/relay/MCSFE_getPointReward, modID PTSYS3'],
    designed:
      'The W2 spelling of the rewards read, called without a token for a visitor of a brand with pointMallPublic (W2 gives it no token flag; spec §7 lists the MCS2_ reads with a token). Same query and answer as pointRewards.',
  },
  publicPointConfig: {
    verdict: 'path',
    sources: ['W2 44714497568: integral.pointConfig = /wps/relay/MCSFE_getPointConfig, modID PTSYS3'],
    designed:
      'As publicPointRewards: the W2 spelling of the exchange rules read, without a token, for a visitor of a brand with pointMallPublic. Same query and answer as pointConfig.',
  },
  redeemRecords: {
    verdict: 'path',
    sources: ['W1 45068225465 module 37374: integral.redeemPointList = /wps/relay/MCS2_getRedeemPointList, modID PTSYS3, token:!0'],
    designed:
      'GET. Query: pageNo, pageSize, language. Answer { list, totalCount, totalPages } of spec §3 redeem records (transId, applyTime, type REWARD|CONVERT, name, quantity, requiredPoints and requiredAmount (the points and amount requirement), status PROCESS|REJECTED|APPROVED, changedPoints, pointBalance, remark). W2 spells it MCSFE_getRedeemPointList.',
  },
  pointDetails: {
    verdict: 'designed',
    designed:
      'Not in the public record: named like the other MCS2 points relays. Query: type ("" = all, else a spec §3 points type), pageNo, pageSize. Answer { list: [{ id, time, type, points (signed), remark }], totalCount, totalPages }.',
  },
  redeemPoints: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: integral.redeemPoint = /wps/relay/passwordCheck/MCS2_redeemPointReward, modID PTSYS3, token:!0, encrypt:!0',
      'N1 44515249376: the TCG post() sends an encrypted call as the Encryption header and {value: DES}',
    ],
    designed:
      "Encrypted, as W1 flags it; POST, the verb the TCG client sends an encrypted body with (N1). The payload is the points mall's, which no source shows: { rewardId, quantity, password } (the passwordCheck/ prefix: the member's password goes with it). Answers { transId, points (left), status: PROCESS }. Refusals: pwd.check.fail, point.not.enough, point.reward.soldout. W2 spells it passwordCheck/MCSFE_redeemPointReward.",
  },
  convertPoints: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: integral.convertPoint = /wps/relay/passwordCheck/MCS2_convertPoint, modID PTSYS3, token:!0, encrypt:!0',
      'N1 44515249376: the TCG post() sends an encrypted call as the Encryption header and {value: DES}',
    ],
    designed:
      'Encrypted and POST, as redeemPoints. Payload { points, password }. Pays points / ratio into the main wallet; answers { transId, points (left), status: APPROVED, amount }. Refusals: pwd.check.fail, point.not.enough, point.convert.min. W2 spells it passwordCheck/MCSFE_convertPoint.',
  },
  rankProgress: {
    verdict: 'record',
    sources: [
      'G3 71608137121: GET /wps/relay/MCSFE_getPlayerRankProgress, no parameters, reads playerRankName, nextRankName, monthlyTurnover{actual,expected}, totalTurnover{actual,expected}',
      'G6 70779503151: verified body playerRankName=VIP0, monthlyTurnover actual 745.5 / expected 1000',
      'W2 44714497568: login.getPlayerRankProgress',
    ],
    note: 'hasVip and rankLevel are read when present (optional extras).',
  },
  availablePromotions: {
    verdict: 'path',
    sources: [
      'W2 44714497568: common.getAvailablePromotions = /wps/relay/MCSFE_getAvailablePromotions, modID REWCEN3, token:!0',
      'W1b 44310799120: the side menu reads Public.availablePromo.REFERRAL.enabled',
      'G6 70779503151: GET MCSFE_getAvailablePromotions on the live member home',
    ],
    designed:
      "GET with no parameters; the answer is not shown. Where the member's public state (spec §3: availablePromoCount, availablePromo with REFERRAL.enabled) comes from: { availablePromoCount, availablePromo: { REFERRAL: { enabled }, ... } }. Invite friends shows only while availablePromo.REFERRAL.enabled.",
  },
  referralDetails: {
    verdict: 'record',
    sources: [
      'G3 71608137121: GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true, reads referralCode, totalInvitations',
      'G6 70779503151: verified body referralCode, totalInvitations, promotionDomains[]',
    ],
    note: "rules (the programme's rules, in the Language header's language) is read when present.",
  },
  missionSummary: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: lott.MissionSummary = /wps/relay/MCSFE_getMissionSummaryDetails, token:!0',
      'W1 45068225465 module 88296: getMissionSummary = a.A.get(i.A.lott.MissionSummary, e)',
    ],
    designed: 'GET (W1). Query: language. Answer { list: [{ missionId, title, progress, target, reward, status ONGOING|COMPLETED|CLAIMED }] }.',
  },
  claimMission: {
    verdict: 'designed',
    designed:
      "Not in the public record (W1 names only the mission summary and leaderboard). Shaped like the MCSFE claims: POST JSON { missionId }; pays the mission's reward into the main wallet and answers { missionId, status: CLAIMED, reward }. Not encrypted: it carries no amount and no password (the gateway decides the reward). Refusals: mission.reward.claimed (already claimed), mission.not.completed (not completed yet), mission.id.invalid.",
  },
  missionLeaderboard: {
    verdict: 'path',
    sources: [
      'W1 45068225465 module 37374: lott.MissionLeaderboard = /wps/relay/MCSFE_getMissionLeaderboard, token:!0',
      'W1 45068225465 module 88296: getMissionLeaderboard = a.A.get(i.A.lott.MissionLeaderboard, e)',
    ],
    designed: 'GET (W1) with no parameters. Answer { list: [{ rank, customerName (masked), points }], myRank, myPoints }.',
  },
} satisfies Record<keyof typeof rewardsEndpoints, Evidence>;

/** The rewards calls of the public record that no screen of Croupier needs, or that another call covers. */
export const rewardsUnusedRecordCalls: readonly UnusedRecordCall[] = [
  {
    call: 'GET /wps/relay/MCSFE_getClaimPromotion?promotionType&status',
    sources: ['S1 65777144993: the issued rewards to claim, value[] of {rewardId, promotionType}'],
    why: 'The claim hall lists every claim in every status (spec §4) from MCS2_getPromotionClaimList (W2); this list holds only the issued ones.',
  },
  {
    call: 'POST /wps/relay/PROMOFE_claimTicket',
    sources: ['G1 71211145304: claimTicket POST', 'G6 70779503151: the live member home reads the PROMOFE_ ticket lists'],
    why: 'Tickets (prize wheels, free spins, discount tickets) are in no screen of the spec.',
  },
  {
    call: 'POST /wps/relay/MCSFE_cancelTicket',
    sources: ['G1 71211145304: cancelTicket POST'],
    why: 'Tickets are in no screen of the spec.',
  },
  {
    call: 'GET /wps/relay/PROMOFE_getTicketGlobalConfig, PROMOFE_getClaimTicketList, PROMOFE_getDiscountTicketList, PROMOFE_getUnappliedExtraRewardClaimList',
    sources: ['G6 70779503151: read by the live member home for "My Rewards"'],
    why: 'Tickets and extra-reward tickets are in no screen of the spec; the reward centre lists promotion claims (MCS2_getPromotionClaimList).',
  },
  {
    call: 'POST /wps/relay/MCSFE_claimLoginPromotion',
    sources: ['G1 71211145304: claimLogin POST'],
    why: 'A daily log-in reward is in no screen of the spec.',
  },
  {
    call: 'GET /wps/relay/PROMOFE_getAchievementSettingList, PROMOFE_getParticipableQuestList, POST PROMOFE_recordCustomerHeartbeatDaily',
    sources: ['G6 70779503151: read by the live member home'],
    why: "Achievements and quests are in no screen of the spec; its missions are W1's MCSFE_getMissionSummaryDetails.",
  },
  {
    call: 'GET /wps/relay/PROMOFE_getRankBoardList',
    sources: ['G6 70779503151: read by the live member home'],
    why: "The spec's leaderboard is the mission leaderboard, read from W1's MCSFE_getMissionLeaderboard.",
  },
  {
    call: 'GET /wps/relay/PROMOFE_feLayoutPromotion',
    sources: ["G6 70779503151: the live member home's promotion overlay"],
    why: 'No screen of the spec has a promotion overlay on the member home.',
  },
  {
    call: 'GET /wps/relay/MCSFE_getPointRewardConversionType',
    sources: ['W2 44714497568: integral.pointRewardConversionType, modID PTSYS3'],
    why: "W2 only: W1's points registry (the family Croupier follows) has no such call. The points mall converts points to balance only, and its exchange page shows the rules and the rate table by points type from getPointConfig.",
  },
  {
    call: 'GET /wps/promotions, POST /wps/promotions',
    sources: ['C1:560 getPromotions GET', 'C1:166 acceptPromotion POST JSON'],
    why: "The legacy client's promotions; the current clients list them with MCSFE_getMerchantAvailablePromotions and sign up with MCSFE_signUpPromotionJoin (both in the table).",
  },
];
