/**
 * The member centre's pages, in the spec's order (§2), composed here because they come from
 * several features (money and records from member, messages from content, rewards...). A page
 * is listed once it exists: each entry's view loads when the page is first opened.
 */
import { lazy } from 'react';
import type { CentrePage } from '../components/centre/centre-page';
import { useCompletedMissions, useIssuedCount, useReferralEnabled } from '../rewards/use-badges';

export const MEMBER_PAGES: readonly CentrePage[] = [
  { id: 'personalHistoryCopy', titleKey: 'memberPages.personalHistoryCopy', icon: 'history', component: lazy(() => import('../member/BettingRecordPage')) },
  { id: 'rewardCenter', titleKey: 'memberPages.rewardCenter', icon: 'gift', flag: 'REWCEN3', component: lazy(() => import('../rewards/pages').then((m) => ({ default: m.RewardCenterPage }))), useBadge: useIssuedCount },
  { id: 'referral', titleKey: 'memberPages.referral', icon: 'users', component: lazy(() => import('../rewards/pages').then((m) => ({ default: m.ReferralPage }))), useVisible: useReferralEnabled },
  { id: 'missionLeaderboard', titleKey: 'memberPages.missionLeaderboard', icon: 'trophy', flag: 'REWCEN3', component: lazy(() => import('../rewards/pages').then((m) => ({ default: m.MissionLeaderboardPage }))), useBadge: useCompletedMissions },
];
