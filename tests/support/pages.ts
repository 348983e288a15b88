/**
 * The member centre's 14 pages in the spec's order (§2), as the browser tests walk them. The app's
 * own list is MEMBER_PAGE_ORDER in app/shell/centre-pages.ts; tests/member/centre.test.tsx keeps
 * the two equal.
 */
export const MEMBER_PAGES = [
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
