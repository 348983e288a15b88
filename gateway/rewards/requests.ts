/**
 * What each rewards call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { bool, filled, none, text, whole, type RequestSchema } from '../request';
import type { rewardsEndpoints } from './endpoints';

/** The language the texts are asked in (the Language header says it too). */
const language = v.optional(text);
/** A page of a list relay. */
const page = { pageNo: v.optional(whole), pageSize: v.optional(whole) };
/** An id the gateway numbers, sent as a number or as its decimal text. */
const idText = v.pipe(
  v.union([v.number(), filled]),
  v.transform((x) => String(x)),
);

export const rewardsRequests = {
  promotionCategories: v.looseObject({ language }),
  // category '' (or none): every category.
  promotions: v.looseObject({ language, category: v.optional(text) }),
  promotionClaims: v.looseObject({ language }),
  // S1 60822593890: MCSFE_signUpPromotionJoin {promotionId} (a number).
  joinPromotion: v.looseObject({ promotionId: whole }),
  // S1 60822593890: MCSFE_signUpRequestReward {pictures: [data URLs], promotionId, remarks}. An
  // empty or missing remark, or a picture that is not a png/jpg data URL, is the gateway's
  // business refusal (prom.claim.req.field), not a malformed request.
  applyPromotion: v.looseObject({ promotionId: whole, remarks: v.optional(text), pictures: v.optional(v.array(text)) }),
  // S1 65777144993: MCSFE_claimIssuedPromotion {promotionClaimId, promotionType}.
  claimPromotion: v.looseObject({ promotionClaimId: idText, promotionType: filled }),
  claimRaffle: v.looseObject({ promotionClaimId: idText }),
  raffleStatus: v.looseObject({ promotionClaimId: idText }),

  pointBalance: none,
  pointRewards: v.looseObject({ language }),
  pointConfig: v.looseObject({ language }),
  publicPointRewards: v.looseObject({ language }),
  publicPointConfig: v.looseObject({ language }),
  redeemRecords: v.looseObject({ ...page, language }),
  // type '' (or none): every points type.
  pointDetails: v.looseObject({ type: v.optional(text), ...page }),
  // Encrypted (passwordCheck/). A missing or wrong password is the business refusal pwd.check.fail.
  redeemPoints: v.looseObject({ rewardId: filled, quantity: whole, password: v.optional(text) }),
  convertPoints: v.looseObject({ points: whole, password: v.optional(text) }),

  rankProgress: none,
  availablePromotions: none,
  // G3, G6: ?autoGenerate=true (a code is made for a member who has none).
  referralDetails: v.looseObject({ autoGenerate: v.optional(bool) }),
  missionSummary: v.looseObject({ language }),
  claimMission: v.looseObject({ missionId: filled }),
  missionLeaderboard: none,
} satisfies Record<keyof typeof rewardsEndpoints, RequestSchema>;
