/**
 * The member and agent centres' pages, composed here because they come from several features (money and
 * records from member, messages from content, rewards...). A page is listed once it exists: each
 * entry's view loads when the page is first opened.
 *
 * Order: the spec's (§2), fixed by MEMBER_PAGE_ORDER (./member-page-order.ts) — account security (securityCenter),
 * wallet transfer (transferFund), deposit (depositv2), withdraw, transfer to upline
 * (transferUpline), betting record (personalHistoryCopy), account record (transactionHistory),
 * personal profit and loss (personalProfit), bonus details (bonusDetails), reward centre
 * (rewardCenter), invite friends (referral), mission leaderboard (missionLeaderboard), platform
 * messages (messageV2), manual rebate (manualRebate). Add an entry anywhere in the list (the end
 * is best for merges): `inSpecOrder` puts it in its place, and tests/member/centre.test.tsx
 * fails for an id the order does not name. Badges (missions, messages, rewards): `useBadge:
 * badgeFrom(actorId, selector)` (app/components/centre/badge.ts).
 */
import { lazy } from 'react';
import { MEMBER_PAGE_ORDER, type MemberPageId } from './member-page-order';
import type { CentrePage } from '../components/centre/centre-page';
import { useTransferPageVisible } from '../member/use-wallet-transfer';
import { useUnreadMessages } from '../content/use-unread';
import { useCustomerServiceUrl } from '../system/use-bootstrap';
import { useCompletedMissions, useIssuedCount, useReferralEnabled } from '../rewards/use-badges';

export { MEMBER_PAGE_ORDER };

/** The pages sorted in the spec's order; an id the order does not name goes last. */
export function inSpecOrder(pages: readonly CentrePage[]): readonly CentrePage[] {
  const rank = (p: CentrePage) => {
    const i = (MEMBER_PAGE_ORDER as readonly string[]).indexOf(p.id);
    return i < 0 ? MEMBER_PAGE_ORDER.length : i;
  };
  return [...pages].sort((a, b) => rank(a) - rank(b));
}

export const MEMBER_PAGES: readonly CentrePage[] = inSpecOrder([
  { id: 'securityCenter', titleKey: 'memberPages.securityCenter', icon: 'shield', component: lazy(() => import('../account/SecurityCenterPage')) },
  { id: 'depositv2', titleKey: 'memberPages.depositv2', icon: 'deposit', component: lazy(() => import('../money/DepositPage')) },
  { id: 'withdraw', titleKey: 'memberPages.withdraw', icon: 'withdraw', component: lazy(() => import('../money/WithdrawPage')) },
  { id: 'transferUpline', titleKey: 'memberPages.transferUpline', icon: 'users', component: lazy(() => import('../money/TransferUplinePage')) },
  { id: 'personalHistoryCopy', titleKey: 'memberPages.personalHistoryCopy', icon: 'history', component: lazy(() => import('../member/BettingRecordPage')) },
  {
    id: 'transferFund',
    titleKey: 'memberPages.transferFund',
    icon: 'chip',
    component: lazy(() => import('../member/TransferFundPage')),
    useVisible: useTransferPageVisible,
  },
  { id: 'transactionHistory', titleKey: 'memberPages.transactionHistory', icon: 'receipt', component: lazy(() => import('../member/AccountRecordPage')) },
  { id: 'personalProfit', titleKey: 'memberPages.personalProfit', icon: 'chart', component: lazy(() => import('../member/ProfitPage')) },
  { id: 'bonusDetails', titleKey: 'memberPages.bonusDetails', icon: 'gift', component: lazy(() => import('../member/BonusDetailsPage')) },
  { id: 'manualRebate', titleKey: 'memberPages.manualRebate', icon: 'receipt', component: lazy(() => import('../member/ManualRebatePage')) },
  { id: 'messageV2', titleKey: 'memberPages.messageV2', icon: 'mail', component: lazy(() => import('../content/MessagesPage')), useBadge: useUnreadMessages },
  {
    id: 'rewardCenter',
    titleKey: 'memberPages.rewardCenter',
    icon: 'gift',
    flag: 'REWCEN3',
    component: lazy(() => import('../rewards/RewardCenterPage')),
    useBadge: useIssuedCount,
  },
  { id: 'referral', titleKey: 'memberPages.referral', icon: 'users', component: lazy(() => import('../rewards/ReferralPage')), useVisible: useReferralEnabled },
  {
    id: 'missionLeaderboard',
    titleKey: 'memberPages.missionLeaderboard',
    icon: 'trophy',
    flag: 'REWCEN3',
    component: lazy(() => import('../rewards/MissionLeaderboardPage')),
    useBadge: useCompletedMissions,
  },
]);

/**
 * The agent centre's pages (spec §2; `/agentHome/<id>`). Newer pages keep their titles in the agent
 * catalogue (`agent:…`, loaded with the centre), out of the first paint's shell catalogue. The member pages it shares (deposit,
 * withdraw, messages, customer service) join by id once they exist in MEMBER_PAGES.
 */
export const AGENT_PAGES: readonly CentrePage[] = [
  {
    id: 'announcement',
    titleKey: 'agent:agentAnnouncement.title',
    icon: 'megaphone',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/AnnouncementPage')),
  },
  { id: 'teamOverview', titleKey: 'agentPages.teamOverview', icon: 'chart', flag: 'AGENTPOLICY3', component: lazy(() => import('../agent/TeamOverviewPage')) },
  {
    id: 'registrationCentre',
    titleKey: 'agent:registrationCentre.title',
    icon: 'user',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/RegistrationCentrePage')),
  },
  {
    id: 'downlineManagement',
    titleKey: 'agentPages.downlineManagement',
    icon: 'users',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/DownlineManagementPage')),
  },
  { id: 'contracts', titleKey: 'agentPages.contracts', icon: 'briefcase', flag: 'AGENTPOLICY3', component: lazy(() => import('../agent/ContractsPage')) },
  {
    id: 'teamBetting',
    titleKey: 'agent:agentRecords.pages.teamBetting',
    icon: 'history',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/TeamBettingPage')),
  },
  {
    id: 'userProfit',
    titleKey: 'agent:agentRecords.pages.userProfit',
    icon: 'chart',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/UserProfitPage')),
  },
  {
    id: 'myIncome',
    titleKey: 'agent:agentRecords.pages.myIncome',
    icon: 'gift',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/PayoutRecordPages').then((m) => ({ default: m.MyIncomePage }))),
  },
  {
    id: 'downlineAccounts',
    titleKey: 'agent:agentRecords.pages.downlineAccounts',
    icon: 'receipt',
    flag: 'AGENTPOLICY3',
    component: lazy(() => import('../agent/DownlineAccountsPage')),
  },
  {
    id: 'dividendRecord',
    titleKey: 'agent:agentRecords.pages.dividendRecord',
    icon: 'receipt',
    flag: 'SIGNCONDIV3',
    component: lazy(() => import('../agent/PayoutRecordPages').then((m) => ({ default: m.DividendRecordPage }))),
  },
  {
    id: 'dailyWages',
    titleKey: 'agent:agentRecords.pages.dailyWages',
    icon: 'receipt',
    flag: 'DAILYSALCONT3',
    component: lazy(() => import('../agent/PayoutRecordPages').then((m) => ({ default: m.DailyWagesPage }))),
  },
  {
    id: 'hourlySalary',
    titleKey: 'agent:agentRecords.pages.hourlySalary',
    icon: 'receipt',
    flag: 'HOURSAL3',
    component: lazy(() => import('../agent/PayoutRecordPages').then((m) => ({ default: m.HourlySalaryPage }))),
  },
  {
    id: 'realtimeSalary',
    titleKey: 'agent:agentRecords.pages.realtimeSalary',
    icon: 'receipt',
    flag: 'RTSALARY3',
    component: lazy(() => import('../agent/PayoutRecordPages').then((m) => ({ default: m.RealtimeSalaryPage }))),
  },
];

/** Customer service is listed when the brand has an address for it. */
const useHasCustomerService = () => useCustomerServiceUrl() !== null;

/** A member-centre page, by id, for another centre to list (never a copy of it). */
function memberPage(id: MemberPageId): CentrePage {
  const page = MEMBER_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`No member-centre page ${id}`);
  return page;
}

/**
 * The member pages the agent centre shares (spec §2: "plus deposit, withdraw, messages, customer
 * service"; §1 transfers to the upline), after a divider in its menu: the member centre's own
 * pages by id, with their own gating, at `/agentHome/<id>`.
 */
export const AGENT_SHORTCUTS: readonly CentrePage[] = [
  memberPage('depositv2'),
  memberPage('withdraw'),
  memberPage('transferUpline'),
  memberPage('messageV2'),
  {
    id: 'customerService',
    titleKey: 'common.customerService',
    icon: 'headset',
    component: lazy(() => import('../content/CustomerServicePage')),
    useVisible: useHasCustomerService,
  },
];
