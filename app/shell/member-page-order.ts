/**
 * The spec's order of the member centre's pages (§2), by page id: account security
 * (securityCenter), wallet transfer (transferFund), deposit (depositv2), withdraw, transfer to
 * upline (transferUpline), betting record (personalHistoryCopy), account record
 * (transactionHistory), personal profit and loss (personalProfit), bonus details (bonusDetails),
 * reward centre (rewardCenter), invite friends (referral), mission leaderboard
 * (missionLeaderboard), platform messages (messageV2), manual rebate (manualRebate).
 *
 * A plain module (no views), so the browser tests walk the same list the app orders by.
 */
export const MEMBER_PAGE_ORDER = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberPageId = (typeof MEMBER_PAGE_ORDER)[number];
